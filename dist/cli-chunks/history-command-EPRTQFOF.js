import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  git
} from "./chunk-UZOVBNQL.js";
import {
  commitOrder
} from "./chunk-GEOHGGEZ.js";
import {
  detectChanges
} from "./chunk-6XZWFKZE.js";
import {
  DEFAULT_RELEASE_PATTERN,
  TAG_REF_FORMAT,
  parseTagRefs
} from "./chunk-HKXEBMI4.js";
import {
  appendToStore,
  fingerprintOf,
  readStore
} from "./chunk-BBOYYF67.js";
import {
  renderTextTable
} from "./chunk-EZSTNSRJ.js";
import "./chunk-NNSIVJM7.js";
import {
  loadInputs
} from "./chunk-536UNZ2Z.js";
import {
  parseCommandLine,
  printProblems
} from "./chunk-VXUIJSGF.js";
import {
  EXIT,
  UsageError
} from "./chunk-VYDXTSJE.js";
import "./chunk-6DC2EUZX.js";
import {
  roundPairs
} from "./chunk-HU6FNGB5.js";
import {
  formatChange,
  formatStep,
  formatValue
} from "./chunk-3SUPIWKG.js";
import {
  DEFAULT_SEQUENTIAL,
  detectableChange,
  median,
  regressionDesign,
  roundValues
} from "./chunk-RQT4546H.js";
import "./chunk-S7A5ZDTC.js";
import "./chunk-3UTEBA6Q.js";
import {
  benchmarkKey,
  metricKey
} from "./chunk-TEO7MBEP.js";
import "./chunk-3FRE6W3I.js";

// src/cli/history-command.ts
import { readFileSync as readFileSync3 } from "node:fs";
import { resolve as resolve2 } from "node:path";

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
    const key = JSON.stringify([l.suite, l.name, l.params, l.unit, l.metric ?? null, l.env]);
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
  benchgate history append STORE RESULTS... --commit SHA [--parent SHA] [--time ISO]
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
first; changes lists the
change points of every series: regressions, improvements and environment
changes, each with the first commit after it; issues keeps one GitHub issue per
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
      path: { type: "string" }
    },
    USAGE
  );
  const [store, ...files] = values.github ? ["", ...positionals] : positionals;
  if (!values.github && !store || files.length === 0)
    throw new UsageError(`history append needs STORE (or --github OWNER/NAME) and RESULTS

${USAGE}`);
  if (!values.commit || !/^[0-9a-f]{7,64}$/i.test(values.commit))
    throw new UsageError("history append needs --commit SHA (the commit the results were measured at)");
  if (values.time !== void 0 && Number.isNaN(Date.parse(values.time)))
    throw new UsageError(`--time "${values.time}" is not an ISO 8601 time`);
  const { results } = await loadInputs(files);
  printProblems(results.problems);
  const input = {
    commit: values.commit,
    ...values.parent ? { parent: values.parent } : {},
    ...values.time ? { time: new Date(values.time).toISOString() } : {},
    results
  };
  if (values.github) {
    const [owner, repo] = values.github.split("/");
    if (!owner || !repo) throw new UsageError(`--github "${values.github}" must be OWNER/NAME`);
    const octokit = await clientFromEnv("history append --github", "contents: write");
    const { appendHistoryOnBranch } = await import("./history-branch-L7Z3SG66.js");
    const out = await appendHistoryOnBranch(octokit, input, {
      owner,
      repo,
      branch: values.branch ?? "benchmark-data",
      ...values.path ? { path: values.path } : {},
      log: STDERR_LOG
    });
    process.stdout.write(`${JSON.stringify(out)}
`);
  } else {
    const written = appendToStore(resolve2(store), input);
    process.stderr.write(`benchgate: appended ${values.commit.slice(0, 12)} to ${written.length} files
`);
  }
  return results.problems.length > 0 ? EXIT.partial : EXIT.ok;
}
async function changes(args) {
  const { values, positionals } = parseCommandLine(args, { json: { type: "boolean" } }, USAGE);
  const [store] = positionals;
  if (!store) throw new UsageError(`history changes needs STORE

${USAGE}`);
  const { series, problems } = readStore(resolve2(store));
  for (const p of problems) process.stderr.write(`benchgate: ${p}
`);
  const found = detectChanges(series);
  process.stdout.write(values.json ? `${JSON.stringify({ changes: found }, null, 2)}
` : textOf(found));
  return problems.length > 0 ? EXIT.partial : EXIT.ok;
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
  for (const p of problems) process.stderr.write(`benchgate: ${p}
`);
  const { syncChangeIssues } = await import("./change-issues-D6EUMGXJ.js");
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
  return problems.length > 0 ? EXIT.partial : EXIT.ok;
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
  for (const p of problems) process.stderr.write(`benchgate: ${p}
`);
  const { writeDashboard } = await import("./write-dashboard-WPA6WSUT.js");
  const files = writeDashboard(resolve2(values.out), series, {
    ...values.repository ? { repositoryUrl: values.repository.replace(/\/+$/, "") } : {},
    releases: await releasesOf(values)
  });
  process.stderr.write(
    `benchgate: wrote ${files.length} files of the dashboard of ${series.length} series into ${values.out}
`
  );
  return problems.length > 0 ? EXIT.partial : EXIT.ok;
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
function textOf(found) {
  if (found.length === 0) return "no change points\n";
  return found.map((c) => {
    const zero = c.before === 0 || c.after === 0;
    const size = zero ? c.before === 0 ? "from zero" : "to zero" : formatChange(c.change);
    const what = c.kind === "environment" ? "environment changed" : `${c.kind} ${size}`;
    const levels = zero ? formatStep(c.before, c.after, c.unit) : `${formatValue(c.before, c.unit)} → ${formatValue(c.after, c.unit)}`;
    const range = c.rangeFrom && c.rangeTo ? `; somewhere in ${c.rangeFrom.slice(0, 12)}..${c.rangeTo.slice(0, 12)}` : "";
    return `${c.commit.slice(0, 12)}  ${what}  ${c.suite ? `${c.suite}.` : ""}${c.name} ${c.metric ?? c.unit}: ${levels} (since ${c.previousCommit.slice(0, 12)}${range})`;
  }).join("\n").concat("\n");
}
export {
  historyCommand
};
