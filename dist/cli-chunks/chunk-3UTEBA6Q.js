import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);

// src/compare/glob.ts
function compileGlob(glob) {
  return new GlobRegExp(glob);
}
function matchGlob(glob, name, steps) {
  return matchCodePoints(Array.from(glob), Array.from(name), steps);
}
function matchCodePoints(p, s, steps) {
  let i = 0;
  let j = 0;
  let star = -1;
  let resume = 0;
  while (i < s.length) {
    if (steps) steps.count++;
    if (j < p.length && p[j] === "*") {
      star = j++;
      resume = i;
    } else if (j < p.length && (p[j] === "?" || p[j] === s[i])) {
      i++;
      j++;
    } else if (star >= 0) {
      j = star + 1;
      i = ++resume;
    } else {
      return false;
    }
  }
  while (j < p.length && p[j] === "*") j++;
  return j === p.length;
}
var GlobRegExp = class extends RegExp {
  glob;
  constructor(glob) {
    super(`^${toRegexSource(glob)}$`, "s");
    this.glob = Array.from(glob);
  }
  test(name) {
    return matchCodePoints(this.glob, Array.from(String(name)));
  }
  exec(name) {
    const input = String(name);
    if (!this.test(input)) return null;
    return Object.assign([input], { index: 0, input, groups: void 0 });
  }
  static get [Symbol.species]() {
    return RegExp;
  }
};
function toRegexSource(glob) {
  let source = "";
  let lastWasStar = false;
  for (const ch of glob) {
    if (ch === "*") {
      if (!lastWasStar) source += ".*";
      lastWasStar = true;
      continue;
    }
    lastWasStar = false;
    source += ch === "?" ? "." : ch.replace(/[.+^${}()|[\]\\]/g, "\\$&");
  }
  return source;
}

export {
  compileGlob,
  matchGlob
};
