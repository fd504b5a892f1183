import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  mergeResults,
  readBenchmarkInput
} from "./chunk-X26KSBIJ.js";

// src/formats/load-result-files.ts
async function loadInputs(paths, options = {}) {
  const files = [];
  for (const path of paths) files.push(await readBenchmarkInput(path, options));
  const results = mergeResults(files);
  const tool = files.find((f) => f.format)?.format;
  if (tool && !results.context.tool) results.context.tool = { name: tool };
  return { results, files };
}

export {
  loadInputs
};
