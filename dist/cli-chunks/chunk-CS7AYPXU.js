import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  InputError
} from "./chunk-RBWFMI4E.js";

// src/formats/pattern/load-pattern-file.ts
import { readFileSync } from "node:fs";
async function loadPatternFormats(path) {
  let text;
  try {
    text = readFileSync(path, "utf8");
  } catch (err) {
    throw new InputError(path, `cannot read: ${err.code ?? String(err)}`);
  }
  const { createPatternFormat, parsePatternSpecsText } = await import("./format-HQN72HUF.js");
  const { specs, problems } = parsePatternSpecsText(text, path);
  if (problems.length > 0) {
    throw new InputError(
      path,
      problems.map((p) => `${p.line > 0 ? `line ${p.line}: ` : ""}${p.message}`).join("\n  ")
    );
  }
  return specs.map(createPatternFormat);
}

export {
  loadPatternFormats
};
