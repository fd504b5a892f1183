import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  looksLikeJmhStack,
  looksLikePerfScript,
  looksLikePprof,
  normaliseProfile,
  readFolded,
  readJmhStack,
  readPerfScript,
  readPprof,
  renderFlameGraph
} from "./chunk-K77WQ4DZ.js";
import {
  PROFILE_MAX_BYTES,
  ProfileError,
  diffProfiles,
  meanPaths
} from "./chunk-JQB2SWZ4.js";
import {
  toJsonText
} from "./chunk-UYHWYOKB.js";
import {
  parseCommandLine
} from "./chunk-WXK3QM3W.js";
import {
  EXIT,
  UsageError
} from "./chunk-7T5N4UNT.js";
import {
  formatSignificant
} from "./chunk-WDCRQVF2.js";
import "./chunk-BD2TBD5S.js";
import "./chunk-3UTEBA6Q.js";
import "./chunk-3FRE6W3I.js";

// src/cli/explain-command.ts
import { writeFile } from "node:fs/promises";

// src/profile/read-profile.ts
import { open } from "node:fs/promises";
async function readProfileFile(file, o = {}) {
  const data = await readBounded(file);
  if (data.length === 0) throw new ProfileError(file, "the file is empty");
  if (looksLikePprof(data)) return readPprof(data, file, o.sampleType);
  if (data.subarray(0, 8).toString("latin1") === "PERFILE2")
    throw new ProfileError(
      file,
      "a perf.data file: give its `perf script` output instead (perf script -i FILE > FILE.txt)"
    );
  const text = data.toString("utf8");
  if (looksLikePerfScript(text)) return readPerfScript(text, file);
  if (looksLikeJmhStack(text)) return readJmhStack(text, file, o.benchmark);
  if (/^[^\n]*;[^\n]*\s\d+(\.\d+)?\n/.test(text) || /^\S+\s\d+\n/.test(text)) return readFolded(text, file);
  if (data.subarray(0, 512).some((b) => b < 9)) return readPprof(data, file, o.sampleType);
  throw new ProfileError(
    file,
    "not a profile benchgate reads (pprof, perf script, JMH -prof stack, folded stacks)"
  );
}
async function readBounded(file) {
  const handle = await open(file, "r").catch((e) => {
    throw new ProfileError(file, `cannot read it: ${e.code ?? e.message}`);
  });
  try {
    const { size } = await handle.stat();
    if (size > PROFILE_MAX_BYTES)
      throw new ProfileError(file, `it is larger than ${PROFILE_MAX_BYTES} bytes`);
    return await handle.readFile();
  } finally {
    await handle.close();
  }
}

// src/cli/explain-command.ts
var USAGE = `Usage: benchgate explain BASE HEAD [options]

The differential profile of one benchmark: which functions grew from BASE to
HEAD, by self time (docs/profiles.md). BASE and HEAD are profiles of one
harness: a pprof profile (go test -cpuprofile / -memprofile, gzipped or not),
perf script output, JMH output with -prof stack, or folded stacks.

  --base FILE, --head FILE   more runs of a side (repeatable): a change within
                             the runs' spread is not listed
  --sample-type T   pprof: cpu, alloc_space, alloc_objects or samples (default: the profile's own)
  --benchmark NAME  JMH: whose stack section (class.method; default the first)
  --ops-base N, --ops-head N   operations each run of a side did: values per operation
  --shares          compare each function's share of its run's total
  --svg FILE        write the differential flame graph (red grew, blue shrank, width head's)
  --json            print the whole diff as JSON (benchgate's profiles.json diff)`;
var SAMPLE_TYPES = ["cpu", "alloc_space", "alloc_objects", "samples"];
function parseExplain(args) {
  return parseCommandLine(
    args,
    {
      base: { type: "string", multiple: true },
      head: { type: "string", multiple: true },
      "sample-type": { type: "string" },
      benchmark: { type: "string" },
      "ops-base": { type: "string" },
      "ops-head": { type: "string" },
      shares: { type: "boolean" },
      svg: { type: "string" },
      json: { type: "boolean" },
      help: { type: "boolean", short: "h" }
    },
    USAGE
  );
}
async function explainCommand(args) {
  const { values, positionals } = parseExplain(args);
  if (values.help) {
    process.stdout.write(`${USAGE}
`);
    return EXIT.ok;
  }
  if (positionals.length !== 2) throw new UsageError(`give two profiles: BASE HEAD

${USAGE}`);
  const { baseFiles, headFiles, base, head } = await readSides(values, positionals);
  const diff = diffProfiles(base, head);
  if (values.svg)
    await writeFile(
      values.svg,
      renderFlameGraph({
        title: `${headFiles[0]} against ${baseFiles[0]}`,
        unit: diff.unit,
        base: meanPaths(base),
        head: meanPaths(head)
      })
    );
  process.stdout.write(values.json ? toJsonText(diff) : renderDiffText(diff));
  reportProblems([...base, ...head]);
  return EXIT.ok;
}
async function readSides(values, positionals) {
  const type = values["sample-type"];
  if (type !== void 0 && !SAMPLE_TYPES.includes(type))
    throw new UsageError(`--sample-type "${type}" must be one of ${SAMPLE_TYPES.join(", ")}`);
  const read = (file) => readProfileFile(file, {
    ...type ? { sampleType: type } : {},
    ...values.benchmark ? { benchmark: values.benchmark } : {}
  });
  const baseFiles = [positionals[0], ...values.base ?? []];
  const headFiles = [positionals[1], ...values.head ?? []];
  const base = await Promise.all(baseFiles.map(read));
  const head = await Promise.all(headFiles.map(read));
  const opsBase = operations(values["ops-base"], "--ops-base");
  const opsHead = operations(values["ops-head"], "--ops-head");
  const normalise = (p, ops) => values.shares ? normaliseProfile(p, void 0) : ops !== void 0 ? normaliseProfile(p, ops) : p;
  const b = base.map((p) => normalise(p, opsBase));
  const h = head.map((p) => normalise(p, opsHead));
  if (b[0].unit !== h[0].unit)
    throw new UsageError(
      `base is in ${b[0].unit} and head in ${h[0].unit}: give --ops-base and --ops-head, or --shares`
    );
  return { baseFiles, headFiles, base: b, head: h };
}
function reportProblems(profiles) {
  for (const p of profiles)
    for (const problem of p.problems)
      process.stderr.write(
        `benchgate explain: ${problem.file}${problem.line ? `:${problem.line}` : ""}: ${problem.message}
`
      );
}
function operations(text, flag) {
  if (text === void 0) return void 0;
  const n = Number(text);
  if (!Number.isFinite(n) || n <= 0) throw new UsageError(`${flag} "${text}" must be a number > 0`);
  return n;
}
function renderDiffText(d) {
  const side = (s) => `${s.runs} run${s.runs === 1 ? "" : "s"}${s.samples !== void 0 ? `, ${s.samples} samples` : ""}, total ${formatSignificant(s.total)}`;
  const rows = d.functions.map((f) => [
    f.name + (f.kind === "new" ? " (new)" : f.kind === "vanished" ? " (gone)" : ""),
    formatSignificant(f.base),
    formatSignificant(f.head),
    (f.delta > 0 ? "+" : "") + formatSignificant(f.delta)
  ]);
  const header = ["function (self, " + d.unit + ")", "base", "head", "delta"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (r) => r.map((c, i) => i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i])).join("  ").trimEnd();
  return [
    `base: ${side(d.base)}`,
    `head: ${side(d.head)}`,
    "",
    line(header),
    ...rows.map(line),
    "",
    `${d.notListed} changes within the runs' spread or under 1% of the total not listed`,
    ""
  ].join("\n");
}
export {
  explainCommand,
  renderDiffText
};
