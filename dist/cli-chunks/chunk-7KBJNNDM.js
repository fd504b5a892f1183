import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);

// src/model/name-limit.ts
var MAX_NAME_CHARS = 1024;
function dropOverlongNames(benchmarks, file) {
  const problems = [];
  const kept = benchmarks.filter((b) => {
    const part = overlongPart(b);
    if (part === void 0) return true;
    problems.push({
      file,
      line: 0,
      message: `benchmark ${part.what} of ${part.text.length} characters (starting ${JSON.stringify(part.text.slice(0, 40))}) is over the limit of ${MAX_NAME_CHARS}; its results are left out`
    });
    return false;
  });
  return { benchmarks: kept, problems };
}
function overlongPart(b) {
  const parts = [
    ["name", b.name],
    ["suite", b.suite],
    ["mode", b.mode],
    ...Object.entries(b.params).flatMap(([k, v]) => [
      ["param name", k],
      ["param value", v]
    ])
  ];
  for (const [what, text] of parts)
    if (text !== void 0 && text.length > MAX_NAME_CHARS) return { what, text };
  return void 0;
}

export {
  MAX_NAME_CHARS,
  dropOverlongNames
};
