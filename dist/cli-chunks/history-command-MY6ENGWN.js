import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  git
} from "./chunk-UZOVBNQL.js";
import {
  DEFAULT_RETENTION,
  compactStore,
  isNewMonth
} from "./chunk-2BNJIX6R.js";
import {
  commitOrder
} from "./chunk-2UU3J3CS.js";
import {
  detectChanges
} from "./chunk-RHACYHFT.js";
import {
  DEFAULT_RELEASE_PATTERN,
  TAG_REF_FORMAT,
  parseTagRefs
} from "./chunk-HKXEBMI4.js";
import {
  COMMIT_PATTERN,
  MACHINE_LABEL_PATTERN,
  appendPlan,
  appendToStore,
  fingerprintOf,
  readStore,
  seriesKey
} from "./chunk-X3IKTTGC.js";
import {
  renderTextTable
} from "./chunk-EZSTNSRJ.js";
import "./chunk-EK4TYXKV.js";
import {
  loadInputs
} from "./chunk-4RFL5S4U.js";
import {
  printProblems
} from "./chunk-ADWHTHHK.js";
import {
  parseCommandLine
} from "./chunk-PDN23LR7.js";
import "./chunk-7KBJNNDM.js";
import {
  EXIT,
  UsageError
} from "./chunk-VQLOBDG2.js";
import "./chunk-RBWFMI4E.js";
import "./chunk-SWK4USLN.js";
import {
  DEFAULT_SEQUENTIAL,
  regressionDesign,
  roundPairs,
  roundValues
} from "./chunk-ALXTDUI2.js";
import {
  formatChange,
  formatStep,
  formatValue
} from "./chunk-N6CCDHA3.js";
import {
  detectableChange,
  median
} from "./chunk-MCY72GLW.js";
import "./chunk-X3RMOLUE.js";
import "./chunk-3UTEBA6Q.js";
import {
  benchmarkKey,
  metricKey,
  sortedParams
} from "./chunk-27ENEMZJ.js";
import "./chunk-3FRE6W3I.js";

// src/cli/history-command.ts
import { readFileSync as readFileSync3 } from "node:fs";
import { resolve as resolve2 } from "node:path";

// src/history/environment-change.ts
function environmentDifferences(before, after) {
  const keys = [.../* @__PURE__ */ new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return keys.filter((k) => before[k] !== after[k]).map((k) => `${k}: ${before[k] ?? "(none)"} -> ${after[k] ?? "(none)"}`);
}
function describeEnvironmentChanges(changes2, series, environments) {
  const byKey = new Map(series.map((s) => [seriesKey(s), s]));
  return changes2.map((c) => {
    if (c.kind !== "environment") return c;
    const points = byKey.get(seriesKey(c))?.points ?? [];
    const envAt = (commit) => points.find((p) => p.commit === commit)?.env;
    const [from, to] = [envAt(c.previousCommit), envAt(c.commit)];
    const before = from === void 0 ? void 0 : environments.get(from);
    const after = to === void 0 ? void 0 : environments.get(to);
    return before && after ? { ...c, environmentChange: environmentDifferences(before, after) } : c;
  });
}

// src/cli/calibration-command.ts
import { existsSync as existsSync2, readFileSync as readFileSync2 } from "node:fs";
import { join as join2, resolve } from "node:path";

// src/history/calibration-store.ts
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
var CALIBRATION_FOLDER = "calibration";
function calibrationText(lines) {
  return lines.map((l) => JSON.stringify(l)).join("\n") + "\n";
}
function appendCalibration(dir, lines) {
  const month = lines[0]?.time.slice(0, 7) ?? (/* @__PURE__ */ new Date()).toISOString().slice(0, 7);
  mkdirSync(join(dir, CALIBRATION_FOLDER), { recursive: true });
  const rel = `${CALIBRATION_FOLDER}/${month}.jsonl`;
  appendFileSync(join(dir, rel), calibrationText(lines));
  return rel;
}
function readCalibration(dir) {
  const folder = join(dir, CALIBRATION_FOLDER);
  const out = { lines: [], problems: [] };
  if (!existsSync(folder)) return out;
  for (const name of readdirSync(folder).filter((n) => n.endsWith(".jsonl")).sort())
    parseCalibration(readFileSync(join(folder, name), "utf8"), join(folder, name), out);
  return out;
}
function parseCalibration(text, file, out) {
  text.split("\n").forEach((line, i) => {
    if (line === "") return;
    let value;
    try {
      value = JSON.parse(line);
    } catch {
      out.problems.push(`${file}:${i + 1}: not valid JSON; the line is skipped`);
      return;
    }
    if (typeof value.commit !== "string" || typeof value.time !== "string" || typeof value.name !== "string" || typeof value.verdict !== "string" || typeof value.threshold !== "number") {
      out.problems.push(`${file}:${i + 1}: not a calibration line; the line is skipped`);
      return;
    }
    out.lines.push(value);
  });
}

// src/history/calibration.ts
function calibrationLines(input) {
  const env = fingerprintOf(input.head);
  const metrics = (r) => new Map(
    r.benchmarks.flatMap((b) => b.metrics.map((m) => [`${benchmarkKey(b)}\0${metricKey(m)}`, m]))
  );
  const base = metrics(input.base);
  const head = metrics(input.head);
  return input.comparison.rows.filter((r) => r.verdict !== "added" && r.verdict !== "removed").map((r) => {
    const key = `${benchmarkKey(r)}\0${metricKey({ unit: r.unit, name: r.metric })}`;
    const spread = noiseOf(base.get(key), head.get(key));
    return {
      commit: input.commit,
      time: input.time,
      env,
      suite: r.suite,
      name: r.name,
      params: r.params,
      unit: r.unit,
      ...r.metric !== void 0 ? { metric: r.metric } : {},
      verdict: r.verdict,
      ...r.change !== void 0 && Number.isFinite(r.change) ? { change: r.change } : {},
      ...spread ? { noise: spread.sd } : {},
      rounds: spread?.n ?? 0,
      threshold: r.threshold
    };
  });
}
function noiseOf(base, head) {
  const pairs = base && head ? roundPairs(base, head) : void 0;
  if (!pairs) return void 0;
  const v = roundValues(pairs.map((p) => p.pair));
  const d = v.head.map((h, i) => h - v.base[i]);
  if (d.length < 2) return void 0;
  const mean = d.reduce((a, b) => a + b, 0) / d.length;
  const sd = Math.sqrt(d.reduce((a, x) => a + (x - mean) ** 2, 0) / (d.length - 1));
  return { sd, n: d.length };
}
var CALIBRATION_RUNS = 20;
var flagged = (v) => v === "regression" || v === "improvement";
function summarizeCalibration(lines, last = CALIBRATION_RUNS) {
  const runKey = (l) => `${l.time}\0${l.commit}`;
  const runKeys = [...new Set(lines.map(runKey))].sort().slice(-last);
  const kept = new Set(runKeys);
  const inRuns = lines.filter((l) => kept.has(runKey(l)));
  const runs = runKeys.map((k) => {
    const of = inRuns.filter((l) => runKey(l) === k);
    return { commit: of[0].commit, time: of[0].time, rows: of.length, falseAlarms: of.filter((l) => flagged(l.verdict)).length };
  });
  const groups = /* @__PURE__ */ new Map();
  for (const l of inRuns) {
    const key = JSON.stringify([l.suite, l.name, sortedParams(l.params), l.unit, l.metric ?? null, l.env]);
    groups.set(key, [...groups.get(key) ?? [], l]);
  }
  const design = regressionDesign(DEFAULT_SEQUENTIAL);
  const rows = [...groups.values()].map((g) => {
    const first = g[0];
    const noises = g.flatMap((l) => l.noise !== void 0 ? [l.noise] : []);
    const noise = noises.length > 0 ? median(noises) : void 0;
    const n = DEFAULT_SEQUENTIAL.maxRounds;
    const detectable = noise === void 0 ? void 0 : detectableChange(design, { n, mean: 0, sd: noise, se: noise / Math.sqrt(n), df: n - 1 });
    return {
      suite: first.suite,
      name: first.name,
      params: first.params,
      unit: first.unit,
      ...first.metric !== void 0 ? { metric: first.metric } : {},
      env: first.env,
      runs: g.length,
      falseAlarms: g.filter((l) => flagged(l.verdict)).length,
      ...noise !== void 0 ? { noise } : {},
      ...detectable !== void 0 ? { detectable } : {},
      threshold: first.threshold
    };
  });
  const judged = runs.reduce((a, r) => a + r.rows, 0);
  const alarms = runs.reduce((a, r) => a + r.falseAlarms, 0);
  return {
    runs,
    rows,
    rowRate: judged > 0 ? alarms / judged : 0,
    runRate: runs.length > 0 ? runs.filter((r) => r.falseAlarms > 0).length / runs.length : 0
  };
}
function unreachable(summary) {
  return summary.rows.filter((r) => r.detectable !== void 0 && r.detectable > r.threshold);
}

// src/report/calibration-text.ts
var percent = (x) => `${(x * 100).toFixed(x < 1e-3 && x > 0 ? 2 : 1)}%`;
function rowName(r) {
  const params = Object.entries(r.params).map(([k, v]) => `${k}=${v}`);
  const name = `${r.suite ? `${r.suite}.` : ""}${r.name}`;
  return `${params.length > 0 && !name.includes("/") ? `${name} ${params.join(" ")}` : name} ${r.metric ?? r.unit}`;
}
function renderCalibration(s) {
  if (s.runs.length === 0) return 'no calibration runs in the store (record one with --record: docs/history.md, "Calibration")\n';
  const machines = new Set(s.rows.map((r) => r.env)).size;
  const alarms = s.runs.reduce((a, r) => a + r.falseAlarms, 0);
  const judged = s.runs.reduce((a, r) => a + r.rows, 0);
  const flaggedRuns = s.runs.filter((r) => r.falseAlarms > 0).length;
  const lines = [
    `${s.runs.length} A/A runs (${s.runs[0].time.slice(0, 10)} to ${s.runs.at(-1).time.slice(0, 10)}), ${machines} machine${machines === 1 ? "" : "s"}: ${alarms} false alarms in ${judged} rows (${percent(s.rowRate)}); ${flaggedRuns} of ${s.runs.length} runs flagged a row (${percent(s.runRate)})`,
    ""
  ];
  const table = renderTextTable(
    ["benchmark", "machine", "runs", "false alarms", "noise per round", "detectable"],
    [...s.rows].sort((a, b) => rowName(a).localeCompare(rowName(b)) || a.env.localeCompare(b.env)).map((r) => [
      rowName(r),
      r.env,
      String(r.runs),
      String(r.falseAlarms),
      r.noise === void 0 ? "-" : percent(r.noise),
      r.detectable === void 0 ? "-" : percent(r.detectable)
    ])
  );
  lines.push(table.trimEnd());
  const cannot = unreachable(s).sort((a, b) => rowName(a).localeCompare(rowName(b)) || a.env.localeCompare(b.env));
  if (cannot.length > 0) {
    lines.push("", `${cannot.length} cannot reach their threshold at this noise (a pull request's run at the most rounds):`);
    for (const r of cannot)
      lines.push(`  ${rowName(r)} on ${r.env}: detects ${percent(r.detectable)} and more, threshold ${percent(r.threshold)}`);
  }
  lines.push("", "noise per round: the spread of one round's head/base log ratio; detectable: the smallest change a run of the most rounds catches 80% of the time");
  return `${lines.join("\n")}
`;
}

// src/cli/calibration-command.ts
var CALIBRATION_USAGE = `  benchgate history calibration STORE [--last N] [--json]
  benchgate history calibration STORE --record DIR --commit SHA [--time ISO]`;
async function calibrationCommand(args, usage) {
  const { values, positionals } = parseCommandLine(
    args,
    {
      record: { type: "string" },
      commit: { type: "string" },
      time: { type: "string" },
      last: { type: "string" },
      json: { type: "boolean" }
    },
    usage
  );
  const [store] = positionals;
  if (!store) throw new UsageError(`history calibration needs STORE

${usage}`);
  if (values.record !== void 0) return record(resolve(store), values.record, values.commit, values.time);
  const last = values.last === void 0 ? CALIBRATION_RUNS : Number(values.last);
  if (!Number.isInteger(last) || last < 1) throw new UsageError(`--last "${values.last}" is not a whole number of runs`);
  const { lines, problems } = readCalibration(resolve(store));
  for (const p of problems) process.stderr.write(`benchgate: ${p}
`);
  const summary = summarizeCalibration(lines, last);
  process.stdout.write(
    values.json ? `${JSON.stringify({ ...summary, unreachable: unreachable(summary) }, null, 2)}
` : renderCalibration(summary)
  );
  return problems.length > 0 ? EXIT.partial : EXIT.ok;
}
async function record(store, dir, commit, time) {
  if (!commit || !/^[0-9a-f]{7,64}$/i.test(commit))
    throw new UsageError("history calibration --record needs --commit SHA (the commit the A/A run measured)");
  if (time !== void 0 && Number.isNaN(Date.parse(time)))
    throw new UsageError(`--time "${time}" is not an ISO 8601 time`);
  const file = (name) => {
    const path = join2(dir, name);
    if (!existsSync2(path)) throw new UsageError(`--record ${dir}: no ${name} (the A/A run's --out holds base.json, head.json and comparison.json)`);
    return path;
  };
  const { results: base } = await loadInputs([file("base.json")]);
  const { results: head } = await loadInputs([file("head.json")]);
  let comparison;
  try {
    comparison = JSON.parse(readFileSync2(file("comparison.json"), "utf8"));
  } catch (err) {
    throw new UsageError(`${join2(dir, "comparison.json")}: not JSON (${err.message})`);
  }
  if (!Array.isArray(comparison.rows)) throw new UsageError(`${join2(dir, "comparison.json")}: not a benchgate comparison (no rows)`);
  const lines = calibrationLines({
    commit,
    time: time ? new Date(time).toISOString() : (/* @__PURE__ */ new Date()).toISOString(),
    base,
    head,
    comparison
  });
  const written = appendCalibration(store, lines);
  process.stderr.write(`benchgate: recorded ${lines.length} rows of the A/A run at ${commit.slice(0, 12)} in ${written}
`);
  return EXIT.ok;
}

// src/cli/history-command.ts
var USAGE = `Usage:
  benchgate history append STORE RESULTS... --commit SHA [--parent SHA] [--time ISO] [--machine LABEL]
                               [--keep-months N] [--keep-samples-months N]
  benchgate history append --github OWNER/NAME [--branch B] [--path P] RESULTS... --commit SHA ...
  benchgate history changes STORE [--json]
  benchgate history issues STORE --repo OWNER/NAME [--label L]... [--mention LOGIN]... [--dashboard URL]
                               [--culprit bisect.json]... [--improvements [--improvement-label L]...]
                               [--max-issues N] [--dry-run] [--tags-from DIR [--tag-pattern GLOB]]
  benchgate history dashboard STORE --out DIR [--repository URL] [--tags-from DIR [--tag-pattern GLOB]]
${CALIBRATION_USAGE}

The history of main, in a store directory (docs/history.md): append adds one
commit's results (RESULTS in any format benchgate reads); with --github it
appends to the store at P (default history) on the repository's branch B
(default benchmark-data) through the Git database API, touching only the
files it adds to, never cloning, and again on top when another run pushed
first; --machine names the machine the results were measured on (default its
hardware: OS, architecture, CPU, cores), and each machine has its own series;
on the first append of a month, month files older than --keep-months
(default ${DEFAULT_RETENTION.keepMonths}) are removed and samples older than --keep-samples-months (default
${DEFAULT_RETENTION.keepSamplesMonths}) stripped (0 keeps them; with --github only the removal); changes lists the
change points of every series: regressions, improvements and environment
changes (with their measured effect and what changed), each with the first
commit after it and its machine; a store line that breaks the schema is
skipped with a warning naming it; issues keeps one GitHub issue per
regression change point (opened once, updated, closed when its series are back
for 3 commits, reopened when the step is listed again; at most --max-issues new
issues a run, default 10, the rest listed in one issue; only issues the token's
own identity opened are kept; maintainers triage them with a benchgate:expected,
benchgate:invalid or benchgate:investigating label or a /benchmark expected,
invalid or investigating comment; --dry-run writes nothing and lists in
"planned" what it would do; with
--improvements one per improvement too, labelled benchmark-improvement or
--improvement-label), with the token in GITHUB_TOKEN (and GITHUB_API_URL, GITHUB_SERVER_URL on GitHub
Enterprise); --culprit names the commit a benchgate bisect found (its
bisect.json) on the issue of the change point at its --bad commit; dashboard
writes the store's static site into DIR (index.html and data/; with
--repository https://github.com/OWNER/NAME, points link to their commits and
regressions to their issues); --tags-from marks the git tags of the checkout
DIR whose name matches --tag-pattern (default *) as releases on the
dashboard's charts and the issues' charts; calibration records an A/A run
(head against itself: --record, the run's --out) or prints, per benchmark and
machine, the per-round noise and the false alarms of the last N A/A runs
(default 20) and the benchmarks whose noise cannot reach their threshold.`;
var SUBCOMMANDS = /* @__PURE__ */ new Set(["append", "changes", "issues", "dashboard", "calibration"]);
function asksForHelp(args) {
  const end = args.indexOf("--");
  const options = end < 0 ? args : args.slice(0, end);
  return options.includes("--help") || options.includes("-h");
}
async function historyCommand(args) {
  const [sub, ...rest] = args;
  if (!sub || sub === "--help" || sub === "-h") {
    process.stdout.write(`${USAGE}
`);
    return sub ? EXIT.ok : EXIT.usage;
  }
  if (SUBCOMMANDS.has(sub) && asksForHelp(rest)) {
    process.stdout.write(`${USAGE}
`);
    return EXIT.ok;
  }
  if (sub === "append") return append(rest);
  if (sub === "changes") return changes(rest);
  if (sub === "issues") return issues(rest);
  if (sub === "dashboard") return dashboard(rest);
  if (sub === "calibration") return calibrationCommand(rest, USAGE);
  throw new UsageError(`unknown history command "${sub}"

${USAGE}`);
}
async function append(args) {
  const { values, positionals } = parseCommandLine(
    args,
    {
      commit: { type: "string" },
      parent: { type: "string" },
      time: { type: "string" },
      github: { type: "string" },
      branch: { type: "string" },
      path: { type: "string" },
      machine: { type: "string" },
      "keep-months": { type: "string" },
      "keep-samples-months": { type: "string" }
    },
    USAGE
  );
  const [store, ...files] = values.github ? ["", ...positionals] : positionals;
  if (!values.github && !store || files.length === 0)
    throw new UsageError(`history append needs STORE (or --github OWNER/NAME) and RESULTS

${USAGE}`);
  if (!values.commit || !COMMIT_PATTERN.test(values.commit))
    throw new UsageError("history append needs --commit SHA (the commit the results were measured at)");
  if (values.parent && !COMMIT_PATTERN.test(values.parent))
    throw new UsageError(`--parent "${values.parent}" is not a commit id (7 to 64 hexadecimal digits)`);
  if (values.machine !== void 0 && !MACHINE_LABEL_PATTERN.test(values.machine))
    throw new UsageError(
      `--machine "${values.machine}" is not a label: letters, digits, ".", "-" and "_", at most 64, starting with a letter or digit`
    );
  const retention = retentionOf(values["keep-months"], values["keep-samples-months"]);
  if (values.time !== void 0 && Number.isNaN(Date.parse(values.time)))
    throw new UsageError(`--time "${values.time}" is not an ISO 8601 time`);
  const { results } = await loadInputs(files);
  printProblems(results.problems);
  const input = {
    commit: values.commit,
    ...values.parent ? { parent: values.parent } : {},
    time: values.time ? new Date(values.time).toISOString() : (/* @__PURE__ */ new Date()).toISOString(),
    ...values.machine ? { machine: values.machine } : {},
    results
  };
  if (values.github) {
    const [owner, repo] = values.github.split("/");
    if (!owner || !repo) throw new UsageError(`--github "${values.github}" must be OWNER/NAME`);
    const octokit = await clientFromEnv("history append --github", "contents: write");
    const { appendHistoryOnBranch } = await import("./history-branch-OY4VGYA3.js");
    const out = await appendHistoryOnBranch(octokit, input, {
      owner,
      repo,
      branch: values.branch ?? "benchmark-data",
      ...values.path ? { path: values.path } : {},
      retention,
      log: STDERR_LOG
    });
    process.stdout.write(`${JSON.stringify(out)}
`);
  } else appendLocally(resolve2(store), input, retention);
  return results.problems.length > 0 ? EXIT.partial : EXIT.ok;
}
function appendLocally(dir, input, retention) {
  const newMonth = isNewMonth(dir, appendPlan(input).month);
  const written = appendToStore(dir, input);
  process.stderr.write(`benchgate: appended ${input.commit.slice(0, 12)} to ${written.length} files
`);
  if (!newMonth) return;
  const changed = compactStore(dir, new Date(input.time), retention);
  if (changed.length > 0)
    process.stderr.write(`benchgate: retention changed or removed ${changed.length} old month files
`);
}
async function changes(args) {
  const { values, positionals } = parseCommandLine(args, { json: { type: "boolean" } }, USAGE);
  const [store] = positionals;
  if (!store) throw new UsageError(`history changes needs STORE

${USAGE}`);
  const { series, problems, environments } = readStore(resolve2(store));
  warnSkipped(problems);
  const found = describeEnvironmentChanges(detectChanges(series), series, environments);
  const machines = new Set(series.map((s) => s.machine)).size;
  process.stdout.write(
    values.json ? `${JSON.stringify({ changes: found }, null, 2)}
` : textOf(found, machines > 1)
  );
  return EXIT.ok;
}
async function issues(args) {
  const { values, positionals } = parseCommandLine(
    args,
    {
      repo: { type: "string" },
      label: { type: "string", multiple: true },
      mention: { type: "string", multiple: true },
      dashboard: { type: "string" },
      culprit: { type: "string", multiple: true },
      improvements: { type: "boolean" },
      "improvement-label": { type: "string", multiple: true },
      "max-issues": { type: "string" },
      "dry-run": { type: "boolean" },
      ...RELEASE_OPTIONS
    },
    USAGE
  );
  const [store] = positionals;
  const maxOpened = values["max-issues"] === void 0 ? void 0 : Number(values["max-issues"]);
  if (maxOpened !== void 0 && !(Number.isInteger(maxOpened) && maxOpened >= 0))
    throw new UsageError(`--max-issues "${values["max-issues"]}" must be a whole number, 0 or more`);
  for (const m of values.mention ?? [])
    if (!/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\/[A-Za-z0-9._-]{1,100})?$/.test(m))
      throw new UsageError(`--mention "${m}" must be a login or an ORG/TEAM, without "@"`);
  const culprits = (values.culprit ?? []).flatMap((file) => culpritOf(file));
  const [owner, repo] = (values.repo ?? "").split("/");
  if (!store || !owner || !repo)
    throw new UsageError(`history issues needs STORE and --repo OWNER/NAME

${USAGE}`);
  const octokit = await clientFromEnv("history issues", "issues: write");
  const { series, problems } = readStore(resolve2(store));
  warnSkipped(problems);
  const { syncChangeIssues } = await import("./change-issues-2T6AFCVQ.js");
  const server = process.env.GITHUB_SERVER_URL ?? "https://github.com";
  const result = await syncChangeIssues(octokit, { owner, repo }, detectChanges(series), {
    repositoryUrl: `${server}/${owner}/${repo}`,
    labels: values.label?.length ? values.label : ["benchmark-regression"],
    ...values.improvements ? { improvements: { labels: values["improvement-label"] ?? ["benchmark-improvement"] } } : {},
    mentions: values.mention ?? [],
    ...values.dashboard ? { dashboardUrl: values.dashboard } : {},
    culprits,
    series,
    releases: await releasesOf(values),
    order: commitOrder(series),
    ...maxOpened !== void 0 ? { maxOpened } : {},
    ...values["dry-run"] ? { dryRun: true } : {},
    log: STDERR_LOG
  });
  process.stdout.write(`${JSON.stringify(result)}
`);
  return EXIT.ok;
}
async function dashboard(args) {
  const { values, positionals } = parseCommandLine(
    args,
    { out: { type: "string" }, repository: { type: "string" }, ...RELEASE_OPTIONS },
    USAGE
  );
  const [store] = positionals;
  if (!store || !values.out) throw new UsageError(`history dashboard needs STORE and --out DIR

${USAGE}`);
  const { series, problems } = readStore(resolve2(store));
  warnSkipped(problems);
  const { writeDashboard } = await import("./write-dashboard-H6AQPGKO.js");
  const files = writeDashboard(resolve2(values.out), series, {
    ...values.repository ? { repositoryUrl: values.repository.replace(/\/+$/, "") } : {},
    releases: await releasesOf(values)
  });
  process.stderr.write(
    `benchgate: wrote ${files.length} files of the dashboard of ${series.length} series into ${values.out}
`
  );
  return EXIT.ok;
}
function warnSkipped(problems) {
  for (const p of problems.slice(0, 20)) process.stderr.write(`benchgate: warning: ${p}
`);
  if (problems.length > 0)
    process.stderr.write(
      `benchgate: warning: ${problems.length} line(s) or file(s) of the store skipped (they break its schema)
`
    );
}
function retentionOf(months, samples) {
  const read = (flag, v, fallback) => {
    if (v === void 0) return fallback;
    if (!/^\d{1,4}$/.test(v))
      throw new UsageError(`--${flag} "${v}" is not a whole number of months (0 keeps all)`);
    return Number(v);
  };
  return {
    keepMonths: read("keep-months", months, DEFAULT_RETENTION.keepMonths),
    keepSamplesMonths: read("keep-samples-months", samples, DEFAULT_RETENTION.keepSamplesMonths)
  };
}
var RELEASE_OPTIONS = {
  "tags-from": { type: "string" },
  "tag-pattern": { type: "string" }
};
async function releasesOf(values) {
  if (!values["tags-from"]) {
    if (values["tag-pattern"] !== void 0) throw new UsageError("--tag-pattern needs --tags-from DIR");
    return [];
  }
  const refs = await git(
    ["for-each-ref", `--format=${TAG_REF_FORMAT}`, "refs/tags"],
    resolve2(values["tags-from"])
  );
  return parseTagRefs(refs, values["tag-pattern"] ?? DEFAULT_RELEASE_PATTERN);
}
var STDERR_LOG = {
  debug: () => void 0,
  info: (l) => process.stderr.write(`benchgate: ${l}
`),
  warning: (l) => process.stderr.write(`benchgate: warning: ${l}
`)
};
async function clientFromEnv(command, permission) {
  const token = process.env.GITHUB_TOKEN;
  if (!token) throw new UsageError(`${command} needs a token in GITHUB_TOKEN (${permission})`);
  const { createGitHubClient } = await import("./client-YIAUPXYS.js");
  return createGitHubClient({ token, log: STDERR_LOG });
}
function culpritOf(file) {
  let report;
  try {
    report = JSON.parse(readFileSync3(file, "utf8"));
  } catch (err) {
    throw new UsageError(
      `--culprit ${file}: not a bisect.json of benchgate bisect (${err.message})`
    );
  }
  if (typeof report.bad !== "string" || !Array.isArray(report.probes))
    throw new UsageError(
      `--culprit ${file}: not a bisect.json of benchgate bisect (no bad commit or probes)`
    );
  const c = report.culprit;
  if (!c) return [];
  return [
    { bad: report.bad, sha: c.sha, subject: c.subject, confirmed: c.confirmed, runs: report.probes.length }
  ];
}
function textOf(found, nameMachines) {
  if (found.length === 0) return "no change points\n";
  return found.map((c) => {
    const zero = c.before === 0 || c.after === 0;
    const size = zero ? c.before === 0 ? "from zero" : "to zero" : formatChange(c.change);
    const what = c.kind === "environment" ? `environment changed ${size}` : `${c.kind} ${size}`;
    const levels = zero ? formatStep(c.before, c.after, c.unit) : `${formatValue(c.before, c.unit)} → ${formatValue(c.after, c.unit)}`;
    const range = c.rangeFrom && c.rangeTo ? `; somewhere in ${c.rangeFrom.slice(0, 12)}..${c.rangeTo.slice(0, 12)}` : "";
    const on = nameMachines && c.machine ? ` on ${c.machine}` : "";
    const changed = c.environmentChange?.length ? `; ${c.environmentChange.join(", ")}` : "";
    return `${c.commit.slice(0, 12)}  ${what}  ${c.suite ? `${c.suite}.` : ""}${c.name} ${c.metric ?? c.unit}${on}: ${levels} (since ${c.previousCommit.slice(0, 12)}${range}${changed})`;
  }).join("\n").concat("\n");
}
export {
  historyCommand
};
