import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);

// src/history/alert-groups.ts
import { createHash } from "node:crypto";
var MOVED_WITHIN = 10;
var GROUP_SERIES_MAX = 100;
function seriesDigest(s) {
  const key = [s.suite, s.name, s.params ?? {}, s.unit, s.metric ?? null];
  const recorded = JSON.stringify(s.machine ? [...key, s.machine] : key);
  return createHash("sha256").update(recorded).digest("hex").slice(0, 12);
}
function commitOrder(series) {
  const seen = /* @__PURE__ */ new Map();
  for (const s of series) {
    for (const p of s.points) {
      if (!seen.has(p.commit)) seen.set(p.commit, { time: Date.parse(p.time), first: seen.size });
    }
  }
  const order = [...seen].sort((a, b) => a[1].time - b[1].time || a[1].first - b[1].first);
  return new Map(order.map(([commit], i) => [commit, i]));
}
function assignGroups(changes, existing, order) {
  const candidates = /* @__PURE__ */ new Map();
  for (const c of changes) {
    if (c.kind === "environment") continue;
    const key = `${c.kind} ${c.commit}`;
    const found = candidates.get(key);
    if (found) found.changes.push(c);
    else candidates.set(key, { kind: c.kind, commit: c.commit, changes: [c] });
  }
  const merged = /* @__PURE__ */ new Map();
  for (const [key, candidate] of candidates) {
    const target = continued(candidate, existing, order);
    const slot = target ?? key;
    const entry = merged.get(slot) ?? { kind: candidate.kind, existing: target, parts: [] };
    entry.parts.push(candidate);
    merged.set(slot, entry);
  }
  return [...merged.values()].map(({ kind, existing: group, parts }) => {
    const placed = [...parts].sort(
      (a, b) => b.changes.length - a.changes.length || Number(b.commit === group?.commit) - Number(a.commit === group?.commit) || (order.get(a.commit) ?? 0) - (order.get(b.commit) ?? 0)
    )[0];
    const found = parts.flatMap((p) => p.changes);
    const series = [.../* @__PURE__ */ new Set([...group?.series ?? [], ...found.map(seriesDigest)])].slice(0, GROUP_SERIES_MAX);
    return { existing: group, kind, commit: placed.commit, changes: found, series };
  });
}
function continued(candidate, existing, order) {
  const sameKind = existing.filter((g) => g.kind === candidate.kind);
  const exact = sameKind.find((g) => g.commit === candidate.commit);
  if (exact) return exact;
  const at = order.get(candidate.commit);
  if (at === void 0) return void 0;
  const digests = new Set(candidate.changes.map(seriesDigest));
  let best;
  let bestDistance = Infinity;
  for (const g of sameKind) {
    const there = order.get(g.commit);
    if (there === void 0 || !g.series.some((d) => digests.has(d))) continue;
    const distance = Math.abs(there - at);
    if (distance <= MOVED_WITHIN && distance < bestDistance) {
      best = g;
      bestDistance = distance;
    }
  }
  return best;
}

export {
  seriesDigest,
  commitOrder,
  assignGroups
};
