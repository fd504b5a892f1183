import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);

// src/profile/profile.ts
var ProfileError = class extends Error {
  constructor(file, message) {
    super(`${file}: ${message}`);
    this.file = file;
    this.name = "ProfileError";
  }
  file;
};
var PROFILE_MAX_BYTES = 256 * 1024 * 1024;
var PPROF_MAX_INFLATED_BYTES = 256 * 1024 * 1024;
var MAX_STACK_FRAMES = 512;
var MAX_FRAME_CHARS = 500;
function cleanFrame(name) {
  const clean = name.replace(/[\u0000-\u001f\u007f]/g, "?");
  return clean.length > MAX_FRAME_CHARS ? `${clean.slice(0, MAX_FRAME_CHARS - 1)}…` : clean;
}
function boundStack(frames, onCut) {
  if (frames.length <= MAX_STACK_FRAMES) return frames;
  onCut();
  return frames.slice(0, MAX_STACK_FRAMES);
}
function totalValue(p) {
  let sum = 0;
  for (const s of p.stacks) sum += s.value;
  return sum;
}

// src/profile/diff.ts
var LIST_FLOOR = 0.01;
var MAX_PATHS = 200;
function diffProfiles(base, head) {
  if (base.length === 0 || head.length === 0) throw new Error("a profile diff needs at least one run a side");
  const unit = head[0].unit;
  const sides = { base: base.map(perFunction), head: head.map(perFunction) };
  const totals = { base: base.map(totalValue), head: head.map(totalValue) };
  const floor = LIST_FLOOR * Math.max(mean(totals.base), mean(totals.head));
  const names = new Set([...sides.base, ...sides.head].flatMap((m) => [...m.keys()]));
  const functions = [];
  let notListed = 0;
  for (const name of names) {
    const selfB = sides.base.map((m) => m.get(name)?.self ?? 0);
    const selfH = sides.head.map((m) => m.get(name)?.self ?? 0);
    const delta = mean(selfH) - mean(selfB);
    if (!beyondNoise(delta, selfB, selfH, floor)) {
      if (delta !== 0) notListed++;
      continue;
    }
    functions.push({
      name,
      base: mean(selfB),
      head: mean(selfH),
      delta,
      baseTotal: mean(sides.base.map((m) => m.get(name)?.total ?? 0)),
      headTotal: mean(sides.head.map((m) => m.get(name)?.total ?? 0)),
      kind: kindOf(mean(selfB), mean(selfH))
    });
  }
  return {
    unit,
    base: sideOf(base, totals.base),
    head: sideOf(head, totals.head),
    functions: functions.sort(byDelta),
    paths: diffPaths(base, head, floor),
    notListed
  };
}
function meanPaths(runs) {
  const sums = /* @__PURE__ */ new Map();
  for (const run of runs)
    for (const s of run.stacks) {
      const key = s.frames.map((f) => f.replaceAll(";", ":")).join(";");
      sums.set(key, (sums.get(key) ?? 0) + s.value);
    }
  for (const [k, v] of sums) sums.set(k, v / runs.length);
  return sums;
}
function diffPaths(base, head, floor) {
  const runsB = base.map((r) => meanPaths([r]));
  const runsH = head.map((r) => meanPaths([r]));
  const out = [];
  for (const path of new Set([...runsB, ...runsH].flatMap((m) => [...m.keys()]))) {
    const b = runsB.map((m) => m.get(path) ?? 0);
    const h = runsH.map((m) => m.get(path) ?? 0);
    const delta = mean(h) - mean(b);
    if (!beyondNoise(delta, b, h, floor)) continue;
    out.push({ path, base: mean(b), head: mean(h), delta, kind: kindOf(mean(b), mean(h)) });
  }
  return out.sort(byDelta).slice(0, MAX_PATHS);
}
function perFunction(p) {
  const out = /* @__PURE__ */ new Map();
  const entry = (name) => {
    let e = out.get(name);
    if (!e) out.set(name, e = { self: 0, total: 0 });
    return e;
  };
  for (const s of p.stacks) {
    if (s.frames.length === 0) continue;
    entry(s.frames.at(-1)).self += s.value;
    for (const name of new Set(s.frames)) entry(name).total += s.value;
  }
  return out;
}
function beyondNoise(delta, base, head, floor) {
  const spread = Math.max(range(base), range(head));
  return Math.abs(delta) > spread && Math.abs(delta) >= floor && delta !== 0;
}
function kindOf(base, head) {
  if (base === 0) return "new";
  if (head === 0) return "vanished";
  return head > base ? "grew" : "shrank";
}
function sideOf(runs, totals) {
  const counted = runs.every((r) => r.samples !== void 0);
  return {
    runs: runs.length,
    ...counted ? { samples: runs.reduce((n, r) => n + r.samples, 0) } : {},
    total: mean(totals)
  };
}
function byDelta(a, b) {
  return b.delta - a.delta || String(a.name ?? a.path).localeCompare(String(b.name ?? b.path));
}
function mean(xs) {
  return xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0;
}
function range(xs) {
  return xs.length < 2 ? 0 : Math.max(...xs) - Math.min(...xs);
}

export {
  ProfileError,
  PROFILE_MAX_BYTES,
  PPROF_MAX_INFLATED_BYTES,
  cleanFrame,
  boundStack,
  totalValue,
  LIST_FLOOR,
  diffProfiles,
  meanPaths
};
