import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);

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

export {
  CALIBRATION_FOLDER,
  appendCalibration,
  readCalibration
};
