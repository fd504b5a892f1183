import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  CALIBRATION_FOLDER
} from "./chunk-SLKJS4U7.js";
import {
  jsonLines,
  kindOf,
  monthFiles,
  newBudget,
  readMonthFile,
  storeFolders
} from "./chunk-7UP3P5UV.js";

// src/history/retention.ts
import { existsSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
var DEFAULT_RETENTION = { keepMonths: 24, keepSamplesMonths: 3 };
function firstMonthKept(now, keep) {
  if (keep <= 0) return "";
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (keep - 1), 1));
  return d.toISOString().slice(0, 7);
}
function compactStore(dir, now, policy) {
  const dropBefore = firstMonthKept(now, policy.keepMonths);
  const stripBefore = firstMonthKept(now, policy.keepSamplesMonths);
  const problems = [];
  const budget = newBudget();
  const folders = storeFolders(dir, problems);
  const changed = [];
  const visit = (folder, strip) => {
    for (const { month, path } of monthFiles(folder, problems)) {
      if (month < dropBefore) {
        rmSync(path);
        changed.push(path);
      } else if (strip && month < stripBefore) {
        const text = readMonthFile(path, budget);
        const stripped = withoutSamples(path, text);
        if (stripped !== text) {
          writeFileSync(path, stripped);
          changed.push(path);
        }
      }
    }
  };
  if (folders.commits) visit(folders.commits, false);
  for (const folder of folders.series) visit(folder, true);
  const calibration = join(dir, CALIBRATION_FOLDER);
  if (kindOf(calibration) === "folder") visit(calibration, false);
  return changed;
}
function withoutSamples(path, text) {
  if (!text.includes('"samples"')) return text;
  const lines = text.split("\n");
  for (const { value, where } of jsonLines(path, text, [])) {
    const i = Number(where.slice(where.lastIndexOf(":") + 1)) - 1;
    if (typeof value === "object" && value !== null && "samples" in value) {
      const { samples: _dropped, ...rest } = value;
      lines[i] = JSON.stringify(rest);
    }
  }
  return lines.join("\n");
}
function isNewMonth(dir, month) {
  return !existsSync(join(dir, "commits", `${month}.jsonl`));
}

export {
  DEFAULT_RETENTION,
  firstMonthKept,
  compactStore,
  isNewMonth
};
