import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);

// src/model/identity.ts
function benchmarkKey(b) {
  const params = Object.keys(b.params).sort().map((k) => [k, b.params[k]]);
  return JSON.stringify([b.suite, b.name, params, b.procs ?? null, b.mode ?? null]);
}
function metricKey(m) {
  return m.name === void 0 ? m.unit : `${m.name}\0${m.unit}`;
}
function benchmarkLabel(b) {
  const params = Object.entries(b.params).filter(([k, v]) => !b.name.includes(`${k}=${v}`)).map(([k, v]) => `${k}=${v}`).join(" ");
  const parts = [b.suite ? `${b.suite}.${b.name}` : b.name];
  if (params) parts.push(params);
  if (b.mode) parts.push(`mode=${b.mode}`);
  if (b.procs !== void 0) parts.push(`procs=${b.procs}`);
  return parts.join(" ");
}

export {
  benchmarkKey,
  metricKey,
  benchmarkLabel
};
