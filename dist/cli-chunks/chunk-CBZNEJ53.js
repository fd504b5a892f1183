import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  judgeResults,
  writeOutputs
} from "./chunk-WF5YW3NY.js";

// src/pipeline/compare-pipeline.ts
async function comparePipeline(o) {
  const { comparison, expired } = judgeResults(o.base, o.head, o.judgement);
  const report = o.render ? await o.render(comparison, []) : void 0;
  if (o.outDir)
    await writeOutputs(o.outDir, {
      base: o.base,
      head: o.head,
      comparison,
      ...report !== void 0 ? { report } : {}
    });
  return { comparison, expired, ...report !== void 0 ? { report } : {} };
}

export {
  comparePipeline
};
