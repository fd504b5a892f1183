import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  matchGlob
} from "./chunk-3UTEBA6Q.js";

// src/history/release-markers.ts
var DEFAULT_RELEASE_PATTERN = "*";
var TAG_REF_FORMAT = "%(refname:strip=2)%00%(objectname)%00%(*objectname)";
function parseTagRefs(output, pattern = DEFAULT_RELEASE_PATTERN) {
  const releases = [];
  output.split("\n").forEach((line, i) => {
    if (line === "") return;
    const fields = line.split("\0");
    if (fields.length !== 3 || !/^[0-9a-f]{40,64}$/.test(fields[1]))
      throw new Error(
        `git for-each-ref refs/tags, line ${i + 1}: not a tag and its object: ${JSON.stringify(line)}`
      );
    const [name, object, peeled] = fields;
    if (matchGlob(pattern, name)) releases.push({ name, commit: peeled || object });
  });
  return releases;
}
function releasesByCommit(releases) {
  const out = /* @__PURE__ */ new Map();
  for (const r of releases) {
    const held = out.get(r.commit);
    out.set(r.commit, held ? `${held}, ${r.name}` : r.name);
  }
  return out;
}

export {
  DEFAULT_RELEASE_PATTERN,
  TAG_REF_FORMAT,
  parseTagRefs,
  releasesByCommit
};
