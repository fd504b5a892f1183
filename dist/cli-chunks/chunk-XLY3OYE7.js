import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  jsonLines,
  kindOf,
  monthFiles,
  newBudget,
  readMonthFile,
  storeFolders
} from "./chunk-MDZLR5Y6.js";

// src/history/calibration-store.ts
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
var CALIBRATION_FOLDER = "calibration";
function calibrationText(lines) {
  return lines.map((l) => JSON.stringify(l)).join("\n") + "\n";
}
function appendCalibration(dir, lines) {
  const month = lines[0]?.time.slice(0, 7) ?? (/* @__PURE__ */ new Date()).toISOString().slice(0, 7);
  mkdirSync(join(dir, CALIBRATION_FOLDER), { recursive: true });
  const rel = `${CALIBRATION_FOLDER}/${month}.jsonl`;
  appendFileSync(join(dir, rel), calibrationText(lines));
  return rel;
}
function readCalibration(dir) {
  const folder = join(dir, CALIBRATION_FOLDER);
  const out = { lines: [], problems: [] };
  if (!existsSync(folder)) return out;
  for (const name of readdirSync(folder).filter((n) => n.endsWith(".jsonl")).sort())
    parseCalibration(readFileSync(join(folder, name), "utf8"), join(folder, name), out);
  return out;
}
function parseCalibration(text, file, out) {
  text.split("\n").forEach((line, i) => {
    if (line === "") return;
    let value;
    try {
      value = JSON.parse(line);
    } catch {
      out.problems.push(`${file}:${i + 1}: not valid JSON; the line is skipped`);
      return;
    }
    if (typeof value.commit !== "string" || typeof value.time !== "string" || typeof value.name !== "string" || typeof value.verdict !== "string" || typeof value.threshold !== "number") {
      out.problems.push(`${file}:${i + 1}: not a calibration line; the line is skipped`);
      return;
    }
    out.lines.push(value);
  });
}

// src/history/retention.ts
import { existsSync as existsSync2, rmSync, writeFileSync } from "node:fs";
import { join as join2 } from "node:path";
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
  const calibration = join2(dir, CALIBRATION_FOLDER);
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
  return !existsSync2(join2(dir, "commits", `${month}.jsonl`));
}

export {
  CALIBRATION_FOLDER,
  appendCalibration,
  readCalibration,
  DEFAULT_RETENTION,
  firstMonthKept,
  compactStore,
  isNewMonth
};
