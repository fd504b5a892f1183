import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);

// src/report/format-number.ts
var TIME_UNITS = {
  ps: { scale: 1e-3, suffix: "" },
  ns: { scale: 1, suffix: "" },
  us: { scale: 1e3, suffix: "" },
  µs: { scale: 1e3, suffix: "" },
  ms: { scale: 1e6, suffix: "" },
  s: { scale: 1e9, suffix: "" },
  sec: { scale: 1e9, suffix: "" }
};
var TIME_STEPS = [
  [1e9, "s"],
  [1e6, "ms"],
  [1e3, "µs"],
  [1, "ns"]
];
function formatValue(value, unit) {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? "?" : value > 0 ? "∞" : "-∞";
  const kind = unitKindOf(unit);
  if (kind.time) {
    const ns = value * TIME_UNITS[kind.time.base].scale;
    const step = timeStep(ns);
    return `${formatSignificant(ns / step[0])} ${step[1]}${kind.time.rest}`;
  }
  if (kind.baseRate && Math.abs(value) >= 1e4) {
    const step = SI_STEPS.find((s) => Math.abs(value) >= s[0]);
    return `${formatSignificant(value / step[0])} ${step[1]}${unit}`;
  }
  const text = `${formatSignificant(value)} ${unit}`;
  return kind.trimmed ? text : text.trimEnd();
}
function formatLevel(value, unit) {
  const rest = /^B(\/.+)?$/.exec(unit);
  if (!rest || /\/(s|sec)$/.test(unit) || !Number.isFinite(value) || Math.abs(value) < 1e3)
    return formatValue(value, unit);
  const step = SI_STEPS.find((s) => Math.abs(value) >= s[0]);
  return `${formatSignificant(value / step[0])} ${step[1]}${unit}`;
}
var unitKinds = /* @__PURE__ */ new Map();
function unitKindOf(unit) {
  let kind = unitKinds.get(unit);
  if (!kind) {
    kind = {
      time: splitTimeUnit(unit),
      baseRate: /^(B|b|elem|items)\/s$/.test(unit),
      trimmed: unit !== "" && unit.trimEnd() === unit
    };
    if (unitKinds.size >= 256) unitKinds.clear();
    unitKinds.set(unit, kind);
  }
  return kind;
}
var SI_STEPS = [
  [1e12, "T"],
  [1e9, "G"],
  [1e6, "M"],
  [1e3, "k"]
];
function formatSignificant(value) {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? "?" : value > 0 ? "∞" : "-∞";
  const abs = Math.abs(value);
  if (abs >= 1e4) return groupThousands(Math.round(value));
  if (abs === 0) return "0";
  if (abs < 1e-3) return value.toExponential(2);
  return Number(value.toPrecision(4)).toString();
}
function groupThousands(n) {
  if (!Number.isSafeInteger(n)) return n.toLocaleString("en-US");
  const digits = String(Math.abs(n));
  let out = digits.slice(0, (digits.length - 1) % 3 + 1);
  for (let i = out.length; i < digits.length; i += 3) out += "," + digits.slice(i, i + 3);
  return n < 0 ? "-" + out : out;
}
function formatChange(change) {
  if (change === void 0 || Number.isNaN(change)) return "?";
  if (!Number.isFinite(change)) return change > 0 ? "+∞%" : "-∞%";
  const pct = change * 100;
  if (Math.abs(pct) < 0.05) return "~0%";
  const digits = Math.abs(pct) >= 99.95 ? 0 : 1;
  return `${pct > 0 ? "+" : "−"}${Math.abs(pct).toFixed(digits)}%`;
}
function formatStep(before, after, unit) {
  if (before === 0 === (after === 0)) return formatChange(before === 0 ? 0 : after / before - 1);
  const side = (v) => v === 0 ? "0" : formatLevel(v, unit);
  return `${side(before)} → ${side(after)}`;
}
function formatSpeedup(change, direction, unit) {
  if (change === void 0 || !Number.isFinite(change)) return "?";
  const ratio = 1 + change;
  if (ratio <= 0) return "?";
  if (Math.abs(ratio - 1) < 5e-3) return "same";
  if (isSpeedUnit(unit)) {
    const faster = direction === "smaller" ? 1 / ratio : ratio;
    return faster > 1 ? `${faster.toFixed(2)}x faster` : `${(1 / faster).toFixed(2)}x slower`;
  }
  return ratio > 1 ? `${ratio.toFixed(2)}x more` : `${(1 / ratio).toFixed(2)}x less`;
}
function isSpeedUnit(unit) {
  return unitKindOf(unit).time !== void 0 || /\/(s|sec|ms|us|µs|ns|min)$/.test(unit) || /^ops\//.test(unit);
}
function formatP(p) {
  if (p === void 0 || Number.isNaN(p)) return "–";
  return p < 1e-3 ? "<0.001" : p.toFixed(3);
}
function formatSide(s, unit, exact = false) {
  const value = formatValue(s.center, unit);
  return exact ? value : `${value} ${formatSpread(s.center, s.low, s.high)}`;
}
function formatSpread(center, low, high) {
  if (!Number.isFinite(low) || !Number.isFinite(high)) return "± ∞";
  if (center === 0) return low === 0 && high === 0 ? "± 0%" : "± ?";
  const r = Math.max(high - center, center - low) / Math.abs(center);
  const pct = r * 100;
  return `± ${pct >= 10 ? pct.toFixed(0) : pct.toFixed(1)}%`;
}
var NS_STEP = [1, "ns"];
function timeStep(ns) {
  for (const step of TIME_STEPS) if (Math.abs(ns) >= step[0]) return step;
  return NS_STEP;
}
function splitTimeUnit(unit) {
  const m = /^(ps|ns|us|µs|ms|s|sec)(\/.*)?$/.exec(unit);
  if (!m) return void 0;
  return { base: m[1], rest: m[2] ?? "" };
}
function scaleTimeUnit(unit, typical) {
  const time = unitKindOf(unit).time;
  if (!time) return void 0;
  const toNs = TIME_UNITS[time.base].scale;
  const [step, name] = timeStep(typical * toNs);
  return { factor: toNs / step, unit: `${name}${time.rest}` };
}

export {
  formatValue,
  formatLevel,
  formatSignificant,
  formatChange,
  formatStep,
  formatSpeedup,
  formatP,
  formatSide,
  formatSpread,
  scaleTimeUnit
};
