import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  PPROF_MAX_INFLATED_BYTES,
  ProfileError,
  boundStack,
  cleanFrame,
  totalValue
} from "./chunk-JQB2SWZ4.js";

// src/profile/flame-svg.ts
var WIDTH = 1200;
var ROW = 17;
var TOP = 36;
var MIN_BOX_PX = 0.5;
var MAX_BOXES = 2e4;
var CHAR_PX = 6.6;
function renderFlameGraph(input) {
  const root = buildTree(input);
  const boxes = [];
  const depth = maxDepth(root);
  const height = TOP + (depth + 1) * ROW + 8;
  const scale = root.head > 0 ? WIDTH / root.head : 0;
  const draw = (node, x, level) => {
    const w = node.head * scale;
    if (w < MIN_BOX_PX || boxes.length >= MAX_BOXES) return;
    boxes.push(box(node, x, height - 8 - (level + 1) * ROW, w, input.unit));
    let cx = x;
    for (const child of [...node.children.values()].sort((a, b) => a.name.localeCompare(b.name))) {
      draw(child, cx, level + 1);
      cx += child.head * scale;
    }
  };
  draw(root, 0, 0);
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="monospace" font-size="11">`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    `<text x="${WIDTH / 2}" y="16" text-anchor="middle" font-size="14">${escapeXml(input.title)}</text>`,
    `<text x="${WIDTH / 2}" y="30" text-anchor="middle" fill="#555">width: head's ${escapeXml(input.unit)}; red: grew from base, blue: shrank</text>`,
    ...boxes,
    `</svg>`,
    ""
  ].join("\n");
}
function buildTree(input) {
  const root = { name: "all", base: 0, head: 0, children: /* @__PURE__ */ new Map() };
  const add = (paths, side) => {
    for (const [path, value] of paths) {
      root[side] += value;
      let node = root;
      for (const frame of path.split(";")) {
        let child = node.children.get(frame);
        if (!child)
          node.children.set(frame, child = { name: frame, base: 0, head: 0, children: /* @__PURE__ */ new Map() });
        child[side] += value;
        node = child;
      }
    }
  };
  add(input.head, "head");
  add(input.base, "base");
  return root;
}
function maxDepth(node) {
  let d = 0;
  for (const c of node.children.values()) if (c.head > 0) d = Math.max(d, 1 + maxDepth(c));
  return d;
}
function box(node, x, y, w, unit) {
  const change = (node.head - node.base) / Math.max(node.head, node.base);
  const label = w > 3 * CHAR_PX ? fit(node.name, w) : "";
  const title = `${node.name}: base ${num(node.base)}, head ${num(node.head)} ${unit} (${signed(node.head - node.base)})`;
  return `<g><title>${escapeXml(title)}</title><rect x="${x.toFixed(2)}" y="${y}" width="${w.toFixed(2)}" height="${ROW - 1}" fill="${colour(change)}" stroke="#ffffff" stroke-width="0.5"/>` + (label ? `<text x="${(x + 3).toFixed(2)}" y="${y + ROW - 5}">${escapeXml(label)}</text>` : "") + `</g>`;
}
function colour(change) {
  const c = Math.max(-1, Math.min(1, Number.isFinite(change) ? change : 0));
  const fade = Math.round(255 * (1 - Math.abs(c) * 0.8));
  return c >= 0 ? `rgb(255,${fade},${fade})` : `rgb(${fade},${fade},255)`;
}
function fit(name, w) {
  const chars = Math.floor((w - 6) / CHAR_PX);
  return name.length <= chars ? name : `${name.slice(0, Math.max(chars - 2, 1))}..`;
}
function num(v) {
  return Number(v.toPrecision(4)).toString();
}
function signed(v) {
  return v > 0 ? `+${num(v)}` : num(v);
}
function escapeXml(s) {
  return s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

// src/profile/normalise.ts
function normaliseProfile(p, ops) {
  const perOp = ops !== void 0 && ops > 0 && p.unit !== "%";
  const divisor = perOp ? ops : totalValue(p) / 100;
  const unit = perOp ? `${p.unit}/op` : "%";
  if (!(divisor > 0)) return { ...p, unit, stacks: [] };
  return {
    ...p,
    unit,
    stacks: p.stacks.map((s) => ({ frames: s.frames, value: s.value / divisor }))
  };
}

// src/profile/folded.ts
var LINE = /^(.*\S)\s+(\d+(?:\.\d+)?)$/;
function readFolded(text, file) {
  const problems = [];
  const stacks = [];
  let cut = 0;
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line.trim() === "") continue;
    const m = LINE.exec(line);
    if (!m) {
      problems.push({ file, line: i + 1, message: 'not a folded stack ("frame;frame;... count")' });
      continue;
    }
    const frames = m[1].split(";").map(cleanFrame);
    stacks.push({ frames: boundStack(frames, () => cut++), value: Number(m[2]) });
  }
  if (cut) problems.push({ file, line: 0, message: `${cut} stacks deeper than the frames kept were cut` });
  return { format: "folded", unit: "samples", stacks, samples: stacks.length, problems };
}
function renderFolded(stacks) {
  const sums = /* @__PURE__ */ new Map();
  for (const s of stacks) {
    const key = s.frames.map((f) => f.replaceAll(";", ":")).join(";");
    sums.set(key, (sums.get(key) ?? 0) + s.value);
  }
  return [...sums].sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0).map(([k, v]) => `${k} ${Number(v.toPrecision(12))}
`).join("");
}

// src/profile/pprof.ts
import { gunzipSync } from "node:zlib";

// src/profile/protobuf.ts
var WireError = class extends Error {
};
function* readFields(buf) {
  let pos = 0;
  while (pos < buf.length) {
    const [key, afterKey] = readVarint(buf, pos);
    pos = afterKey;
    const field = Math.floor(key / 8);
    const wire = key % 8;
    if (field === 0) throw new WireError(`field number 0 at byte ${pos}`);
    switch (wire) {
      case 0: {
        const [value, next] = readVarint(buf, pos);
        pos = next;
        yield { field, wire, value };
        break;
      }
      case 1:
        pos = skip(buf, pos, 8);
        yield { field, wire, value: 0 };
        break;
      case 2: {
        const [length, next] = readVarint(buf, pos);
        const end = skip(buf, next, length);
        yield { field, wire, value: 0, bytes: buf.subarray(next, end) };
        pos = end;
        break;
      }
      case 5:
        pos = skip(buf, pos, 4);
        yield { field, wire, value: 0 };
        break;
      default:
        throw new WireError(`unsupported wire type ${wire} at byte ${pos}`);
    }
  }
}
function integersOf(f) {
  if (f.wire === 0) return [f.value];
  if (f.wire !== 2 || !f.bytes) throw new WireError(`field ${f.field} is not an integer`);
  const out = [];
  let pos = 0;
  while (pos < f.bytes.length) {
    const [v, next] = readVarint(f.bytes, pos);
    out.push(v);
    pos = next;
  }
  return out;
}
function readVarint(buf, start) {
  let value = 0;
  let scale = 1;
  for (let pos = start; pos < buf.length && pos - start < 10; pos++) {
    const b = buf[pos];
    value += (b & 127) * scale;
    scale *= 128;
    if (b < 128) return [value, pos + 1];
  }
  throw new WireError(`truncated or overlong varint at byte ${start}`);
}
function skip(buf, pos, n) {
  if (n > buf.length - pos) throw new WireError(`a field at byte ${pos} runs past the end of its message`);
  return pos + n;
}

// src/profile/pprof.ts
function readPprof(data, file, type) {
  const raw = inflate(data, file);
  try {
    return toStackProfile(decodeProfile(raw), file, type);
  } catch (e) {
    if (e instanceof WireError) throw new ProfileError(file, `damaged pprof profile: ${e.message}`);
    throw e;
  }
}
function looksLikePprof(data) {
  return data.length >= 2 && data[0] === 31 && data[1] === 139;
}
function inflate(data, file) {
  if (!looksLikePprof(data)) return data;
  try {
    return gunzipSync(data, { maxOutputLength: PPROF_MAX_INFLATED_BYTES });
  } catch (e) {
    throw new ProfileError(file, `damaged pprof profile: gzip: ${e.message}`);
  }
}
function decodeProfile(buf) {
  const d = {
    sampleTypes: [],
    samples: [],
    locations: /* @__PURE__ */ new Map(),
    functions: /* @__PURE__ */ new Map(),
    strings: [],
    defaultType: 0
  };
  const decoder = new TextDecoder("utf-8", { fatal: false });
  for (const f of readFields(buf)) {
    switch (f.field) {
      case 1:
        d.sampleTypes.push(valueType(message(f)));
        break;
      case 2:
        d.samples.push(sample(message(f)));
        break;
      case 4:
        location(message(f), d.locations);
        break;
      case 5:
        func(message(f), d.functions);
        break;
      case 6:
        d.strings.push(decoder.decode(message(f)));
        break;
      case 14:
        d.defaultType = f.value;
        break;
    }
  }
  return d;
}
function message(f) {
  if (f.wire !== 2 || !f.bytes) throw new WireError(`field ${f.field} should be a message`);
  return f.bytes;
}
function valueType(buf) {
  const v = { type: 0, unit: 0 };
  for (const f of readFields(buf)) {
    if (f.field === 1) v.type = f.value;
    else if (f.field === 2) v.unit = f.value;
  }
  return v;
}
function sample(buf) {
  const s = { locations: [], values: [] };
  for (const f of readFields(buf)) {
    if (f.field === 1) s.locations.push(...integersOf(f));
    else if (f.field === 2) s.values.push(...integersOf(f));
  }
  return s;
}
function location(buf, into) {
  let id = 0;
  const functions = [];
  for (const f of readFields(buf)) {
    if (f.field === 1) id = f.value;
    else if (f.field === 4) {
      for (const line of readFields(message(f))) if (line.field === 1) functions.push(line.value);
    }
  }
  into.set(id, functions);
}
function func(buf, into) {
  let id = 0;
  let name = 0;
  for (const f of readFields(buf)) {
    if (f.field === 1) id = f.value;
    else if (f.field === 2) name = f.value;
  }
  into.set(id, name);
}
function toStackProfile(d, file, type) {
  const str = (i) => d.strings[i] ?? "";
  if (d.sampleTypes.length === 0) throw new ProfileError(file, "not a pprof profile: it has no sample types");
  const names = d.sampleTypes.map((t) => str(t.type));
  const wanted = type ?? (d.defaultType ? str(d.defaultType) : names.at(-1));
  const index = names.indexOf(wanted);
  if (index < 0)
    throw new ProfileError(file, `the profile has no "${wanted}" samples (it has ${names.join(", ")})`);
  const unit = str(d.sampleTypes[index].unit);
  const problems = [];
  const stacks = [];
  const counted = str(d.sampleTypes[0].unit) === "count";
  let samples = 0;
  let unknown = 0;
  let cut = 0;
  for (const s of d.samples) {
    const value = s.values[index] ?? 0;
    if (value === 0) continue;
    samples += counted ? s.values[0] ?? 0 : 1;
    const leafFirst = [];
    for (const loc of s.locations) {
      const fns = d.locations.get(loc);
      if (!fns) {
        unknown++;
        continue;
      }
      for (const fn of fns) leafFirst.push(cleanFrame(str(d.functions.get(fn) ?? 0) || `?${fn}`));
    }
    if (leafFirst.length === 0) leafFirst.push("[unknown]");
    stacks.push({ frames: boundStack(leafFirst.reverse(), () => cut++), value });
  }
  if (unknown) problems.push({ file, line: 0, message: `${unknown} references to missing locations` });
  if (cut) problems.push({ file, line: 0, message: `${cut} stacks deeper than the frames kept were cut` });
  return { format: "pprof", unit: unitOf(wanted, unit), stacks, samples, problems };
}
function unitOf(type, unit) {
  if (unit === "nanoseconds") return "ns";
  if (unit === "count") return type === "samples" ? "samples" : "objects";
  return unit;
}

// src/profile/jmh-stack.ts
var SECTION = /^Secondary result "(.+?):(?:·)?stack":\s*$/;
var STATE = /^\.{4}\[Thread state: (\w+)\]\.*\s*$/;
var ENTRY = /^\s*(\d+(?:\.\d+)?)%\s+(\d+(?:\.\d+)?)%\s+(\S.*)$/;
var CONTINUATION = /^\s{6,}(\S.*)$/;
function readJmhStack(text, file, benchmark) {
  const problems = [];
  const stacks = [];
  const lines = text.split("\n");
  let inSection = false;
  let found = false;
  let runnable = false;
  let current;
  let currentValue = 0;
  let cut = 0;
  const finish = () => {
    if (current) stacks.push({ frames: boundStack(current.reverse(), () => cut++), value: currentValue });
    current = void 0;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const section = SECTION.exec(line);
    if (section) {
      finish();
      inSection = !found && (benchmark === void 0 || section[1] === benchmark);
      found ||= inSection;
      runnable = false;
      continue;
    }
    if (!inSection) continue;
    const state = STATE.exec(line);
    if (state) {
      finish();
      runnable = state[1] === "RUNNABLE";
      continue;
    }
    if (line.startsWith("# ") || line.startsWith("Benchmark ") || line.startsWith("Secondary result")) {
      finish();
      inSection = false;
      continue;
    }
    if (!runnable) continue;
    const entry = ENTRY.exec(line);
    if (entry) {
      finish();
      if (entry[3].startsWith("<stack is empty")) continue;
      current = [frameOf(entry[3])];
      currentValue = Number(entry[2]);
      continue;
    }
    const more = CONTINUATION.exec(line);
    if (more && current) {
      current.push(frameOf(more[1]));
      continue;
    }
    if (line.trim() !== "")
      problems.push({ file, line: i + 1, message: `not a line of JMH's stack profiler: ${preview(line)}` });
  }
  finish();
  if (!found)
    problems.push({
      file,
      line: 0,
      message: benchmark ? `no stack profiler section for ${benchmark}` : "no stack profiler section"
    });
  if (cut) problems.push({ file, line: 0, message: `${cut} stacks deeper than the frames kept were cut` });
  return { format: "jmh-stack", unit: "%", stacks, problems };
}
function looksLikeJmhStack(text) {
  return text.split("\n").some((l) => SECTION.test(l));
}
function frameOf(text) {
  return cleanFrame(text.trim());
}
function preview(line) {
  return JSON.stringify(line.length > 80 ? `${line.slice(0, 80)}…` : line);
}

// src/profile/perf-script.ts
var HEADER = /^(\S.*?)\s+(\d+)(?:\/\d+)?\s+(?:\[\d+\]\s+)?\d+\.\d+:\s+(?:(\d+)\s+)?([\w:.-]+):/;
var FRAME = /^\s+[0-9a-f]+\s+(.+?)\s+\((.*)\)\s*$/;
var CLOCK_EVENTS = /* @__PURE__ */ new Set(["cpu-clock", "task-clock"]);
function readPerfScript(text, file) {
  const problems = [];
  const stacks = [];
  const lines = text.split("\n");
  let header;
  let frames = [];
  let periods = true;
  let cut = 0;
  const finish = () => {
    if (!header) return;
    const leafFirst = frames.length ? frames : ["[unknown]"];
    stacks.push({
      frames: boundStack(leafFirst.reverse(), () => cut++),
      value: header.value,
      process: cleanFrame(header.process)
    });
    header = void 0;
    frames = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line.trim() === "") {
      finish();
      continue;
    }
    const frame = header ? FRAME.exec(line) : null;
    if (frame) {
      frames.push(cleanFrame(symbolOf(frame[1], frame[2])));
      continue;
    }
    const h = HEADER.exec(line);
    if (h) {
      finish();
      if (h[3] === void 0 || !CLOCK_EVENTS.has(h[4])) periods = false;
      header = { value: h[3] !== void 0 ? Number(h[3]) : 1, process: h[1] };
      continue;
    }
    problems.push({ file, line: i + 1, message: `not a perf script sample line: ${preview2(line)}` });
  }
  finish();
  if (cut) problems.push({ file, line: 0, message: `${cut} stacks deeper than the frames kept were cut` });
  const nanoseconds = periods && stacks.length > 0;
  if (!nanoseconds) for (const s of stacks) s.value = 1;
  return {
    format: "perf-script",
    unit: nanoseconds ? "ns" : "samples",
    stacks,
    samples: stacks.length,
    problems
  };
}
function symbolOf(symbol, dso) {
  const name = symbol.replace(/\+0x[0-9a-f]+$/, "");
  if (name === "[unknown]") return `[${dso.split("/").at(-1) || "unknown"}]`;
  return name;
}
function looksLikePerfScript(text) {
  const first = text.split("\n", 5).find((l) => l.trim() !== "");
  return first !== void 0 && HEADER.test(first);
}
function preview2(line) {
  return JSON.stringify(line.length > 80 ? `${line.slice(0, 80)}…` : line);
}

export {
  renderFlameGraph,
  readFolded,
  renderFolded,
  normaliseProfile,
  readPprof,
  looksLikePprof,
  readJmhStack,
  looksLikeJmhStack,
  readPerfScript,
  looksLikePerfScript
};
