import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);

// src/model/identity.ts
function benchmarkKey(b) {
  return JSON.stringify([b.suite, b.name, sortedParams(b.params), b.procs ?? null, b.mode ?? null]);
}
function sortedParams(params) {
  return Object.keys(params).sort().map((k) => [k, params[k]]);
}
function sameBenchmark(a, b) {
  if (a.name !== b.name || a.suite !== b.suite) return false;
  if (jsonProcs(a.procs) !== jsonProcs(b.procs) || (a.mode ?? null) !== (b.mode ?? null)) return false;
  const keys = Object.keys(a.params);
  if (keys.length !== Object.keys(b.params).length) return false;
  for (const k of keys) if (!Object.hasOwn(b.params, k) || a.params[k] !== b.params[k]) return false;
  return true;
}
function jsonProcs(procs) {
  return procs === void 0 || typeof procs === "number" && !Number.isFinite(procs) ? null : procs;
}
function metricKey(m) {
  return m.name === void 0 ? m.unit : `${m.name}\0${m.unit}`;
}
function benchmarkLabel(b) {
  const parts = [b.suite ? `${b.suite}.${b.name}` : b.name];
  const params = paramsBeyondName(b);
  if (params.length > 0) parts.push(params.join(" "));
  if (b.mode) parts.push(`mode=${b.mode}`);
  if (b.procs !== void 0) parts.push(`procs=${b.procs}`);
  return parts.join(" ");
}
function paramsBeyondName(b) {
  return Object.entries(b.params).map(([k, v]) => `${k}=${v}`).filter((param) => !b.name.includes(param));
}
function functionOf(name) {
  const slash = name.indexOf("/");
  return slash < 0 ? name : name.slice(0, slash);
}
function subNameOf(name) {
  const slash = name.indexOf("/");
  return slash < 0 ? "" : name.slice(slash + 1);
}

export {
  benchmarkKey,
  sortedParams,
  sameBenchmark,
  metricKey,
  benchmarkLabel,
  paramsBeyondName,
  functionOf,
  subNameOf
};
