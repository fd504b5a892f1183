import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  detectChanges
} from "./chunk-HHJUPMJU.js";
import {
  git
} from "./chunk-UZOVBNQL.js";
import {
  pathInside
} from "./chunk-UCGBEI6S.js";
import {
  DEFAULT_RETENTION,
  compactStore,
  isNewMonth
} from "./chunk-WSAQOG5D.js";
import {
  appendCalibration,
  readCalibration
} from "./chunk-SLKJS4U7.js";
import {
  commitOrder,
  renderCalibration
} from "./chunk-WESYBSI5.js";
import {
  DEFAULT_RELEASE_PATTERN,
  TAG_REF_FORMAT,
  parseTagRefs
} from "./chunk-HKXEBMI4.js";
import {
  CALIBRATION_RUNS,
  calibrationLines,
  summarizeCalibration,
  unreachable
} from "./chunk-5O4KKQMM.js";
import {
  COMMIT_PATTERN,
  MACHINE_LABEL_PATTERN,
  appendPlan,
  appendToStore,
  readStore,
  seriesKey
} from "./chunk-7UP3P5UV.js";
import "./chunk-EZSTNSRJ.js";
import "./chunk-SXB72H45.js";
import {
  loadInputs
} from "./chunk-O4MH7HBJ.js";
import {
  printProblems
} from "./chunk-X26KSBIJ.js";
import {
  parseCommandLine
} from "./chunk-WXK3QM3W.js";
import "./chunk-7KBJNNDM.js";
import {
  EXIT,
  UsageError
} from "./chunk-7T5N4UNT.js";
import "./chunk-RBWFMI4E.js";
import "./chunk-SNHWBNK5.js";
import "./chunk-JYXA64RB.js";
import {
  formatChange,
  formatLevel,
  formatStep
} from "./chunk-WDCRQVF2.js";
import "./chunk-LNLQHGIY.js";
import "./chunk-BD2TBD5S.js";
import "./chunk-3UTEBA6Q.js";
import "./chunk-UEKWDCHD.js";
import "./chunk-3FRE6W3I.js";

// src/cli/history-command.ts
import { resolve as resolve3 } from "node:path";

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

// src/cli/culprits-from-bisect.ts
import { existsSync, readFileSync, realpathSync } from "node:fs";
import { dirname, resolve } from "node:path";
var isString = (x) => typeof x === "string";
function text(value, field) {
  if (!isString(value)) throw new Error(`${field} is not a string`);
  return value;
}
function profileOf(profile, sha, field) {
  if (profile === void 0 || profile === null) return void 0;
  if (typeof profile !== "object" || !Array.isArray(profile.flameGraphs))
    throw new Error(`${field} is not a culprit profile (no flameGraphs)`);
  return profile.head === sha ? profile : void 0;
}
function flameGraphPath(folder, path, field) {
  const full = resolve(folder, path);
  const linkedOut = existsSync(full) && pathInside(realpathSync(folder), realpathSync(full)) === void 0;
  if (!full.endsWith(".svg") || pathInside(folder, full) === void 0 || linkedOut)
    throw new Error(`${field} is not an SVG inside the bisection's folder (${path})`);
  return full;
}
function culpritsOfReport(report, file) {
  const runs = Array.isArray(report.probes) ? report.probes.length : 0;
  const folder = resolve(dirname(file));
  const bad = text(report.bad, "bad");
  const listed = Array.isArray(
    report.culprits
  ) ? report.culprits.map((c, i) => ({ entry: c, profile: c?.profile, field: `culprits[${i}]` })) : report.culprit ? [{ entry: report.culprit, profile: report.culpritProfile, field: "culprit" }] : [];
  const several = new Set(listed.map(({ entry }) => entry?.sha).filter(isString)).size > 1;
  const seen = /* @__PURE__ */ new Set();
  const out = [];
  for (const { entry, profile, field } of listed) {
    if (typeof entry !== "object" || entry === null) throw new Error(`${field} is not an object`);
    const c = entry;
    const sha = text(c.sha, `${field}.sha`);
    if (seen.has(sha)) continue;
    seen.add(sha);
    if (typeof c.confirmed !== "boolean") throw new Error(`${field}.confirmed is not true or false`);
    const culprit = {
      bad,
      sha,
      subject: text(c.subject, `${field}.subject`),
      confirmed: c.confirmed,
      runs
    };
    if (several && c.explains !== void 0) {
      if (!Array.isArray(c.explains) || !c.explains.every(isString))
        throw new Error(`${field}.explains is not a list of row names`);
      culprit.explains = c.explains;
    }
    const graphs = profileOf(profile, sha, `${field}.profile`)?.flameGraphs ?? [];
    for (const [i, g] of graphs.entries()) {
      if (!isString(g?.title) || !isString(g?.file))
        throw new Error(`${field}.profile.flameGraphs[${i}] has no title or file`);
      const top = g.top;
      if (top !== void 0 && !(isString(top?.name) && Number.isFinite(top?.delta) && isString(top?.unit)))
        throw new Error(`${field}.profile.flameGraphs[${i}].top is not a function, a number and a unit`);
    }
    if (graphs.length === 0) {
      out.push({ culprit, flameGraphs: [] });
      continue;
    }
    out.push({
      culprit: {
        ...culprit,
        profiles: graphs.map((g) => ({ title: g.title, file: g.file, ...g.top ? { top: g.top } : {} }))
      },
      flameGraphs: graphs.map(
        (g, i) => flameGraphPath(folder, g.file, `${field}.profile.flameGraphs[${i}].file`)
      )
    });
  }
  return out;
}
function readCulprits(file) {
  const notBisect = (why) => new UsageError(`--culprit ${file}: not a bisect.json of benchgate bisect (${why})`);
  let report;
  try {
    report = JSON.parse(readFileSync(file, "utf8"));
  } catch (err) {
    throw notBisect(err.message);
  }
  if (typeof report.bad !== "string" || !Array.isArray(report.probes))
    throw notBisect("no bad commit or probes");
  try {
    return culpritsOfReport(report, file);
  } catch (err) {
    throw notBisect(err.message);
  }
}

// src/cli/culprit-profiles.ts
import { basename } from "node:path";

// src/cli/github-from-env.ts
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
  const { createGitHubClient } = await import("./client-FDRZ25LU.js");
  return createGitHubClient({ token, log: STDERR_LOG });
}

// src/cli/culprit-profiles.ts
async function publishCulpritProfiles(octokit, at, found) {
  const { publishChartImages } = await import("./data-branch-ZYRMATB2.js");
  const { describeGitHubError } = await import("./errors-2CHHI42M.js");
  const out = [];
  for (const { culprit, flameGraphs } of found) {
    if (!culprit.profiles || flameGraphs.length === 0) {
      out.push(culprit);
      continue;
    }
    try {
      const published = await publishChartImages(octokit, {
        owner: at.owner,
        repo: at.repo,
        branch: at.branch,
        images: flameGraphs.map((path) => ({ file: basename(path), path })),
        directory: `bisect/${culprit.sha}/profiles`,
        message: `benchgate: flame graphs of the culprit ${culprit.sha.slice(0, 12)}`,
        serverUrl: at.serverUrl,
        log: STDERR_LOG
      });
      const base = published.baseUrl.replace(/\/raw\/(?=[0-9a-f]{40}\/)/, "/blob/");
      const profiles = culprit.profiles.map((p, i) => ({
        ...p,
        url: `${base}/${encodeURIComponent(basename(flameGraphs[i]))}`
      }));
      out.push({ ...culprit, profiles });
    } catch (err) {
      STDERR_LOG.warning(
        `the flame graphs of ${culprit.sha.slice(0, 12)} are not linked: ${describeGitHubError(err)}`
      );
      out.push(culprit);
    }
  }
  return out;
}

// src/cli/calibration-command.ts
import { existsSync as existsSync2, readFileSync as readFileSync2 } from "node:fs";
import { join, resolve as resolve2 } from "node:path";
var CALIBRATION_USAGE = `  benchgate history calibration STORE [--last N] [--json]
  benchgate history calibration STORE --record DIR --commit SHA [--time ISO] [--machine LABEL]`;
async function calibrationCommand(args, usage) {
  const { values, positionals } = parseCommandLine(
    args,
    {
      record: { type: "string" },
      commit: { type: "string" },
      time: { type: "string" },
      machine: { type: "string" },
      last: { type: "string" },
      json: { type: "boolean" }
    },
    usage
  );
  const [store] = positionals;
  if (!store) throw new UsageError(`history calibration needs STORE

${usage}`);
  if (values.machine !== void 0 && !MACHINE_LABEL_PATTERN.test(values.machine))
    throw new UsageError(
      `--machine "${values.machine}" is not a label: letters, digits, ".", "-" and "_", at most 64, starting with a letter or digit`
    );
  if (values.record !== void 0)
    return record(resolve2(store), values.record, {
      commit: values.commit,
      time: values.time,
      machine: values.machine
    });
  const last = values.last === void 0 ? CALIBRATION_RUNS : Number(values.last);
  if (!Number.isInteger(last) || last < 1)
    throw new UsageError(`--last "${values.last}" is not a whole number of runs`);
  const { lines, problems } = readCalibration(resolve2(store));
  for (const p of problems) process.stderr.write(`benchgate: ${p}
`);
  const summary = summarizeCalibration(lines, last);
  process.stdout.write(
    values.json ? `${JSON.stringify({ ...summary, unreachable: unreachable(summary) }, null, 2)}
` : renderCalibration(summary)
  );
  return problems.length > 0 ? EXIT.partial : EXIT.ok;
}
async function record(store, dir, { commit, time, machine }) {
  if (!commit || !/^[0-9a-f]{7,64}$/i.test(commit))
    throw new UsageError("history calibration --record needs --commit SHA (the commit the A/A run measured)");
  if (time !== void 0 && Number.isNaN(Date.parse(time)))
    throw new UsageError(`--time "${time}" is not an ISO 8601 time`);
  const file = (name) => {
    const path = join(dir, name);
    if (!existsSync2(path))
      throw new UsageError(
        `--record ${dir}: no ${name} (the A/A run's --out holds base.json, head.json and comparison.json)`
      );
    return path;
  };
  const { results: base } = await loadInputs([file("base.json")]);
  const { results: head } = await loadInputs([file("head.json")]);
  let comparison;
  try {
    comparison = JSON.parse(readFileSync2(file("comparison.json"), "utf8"));
  } catch (err) {
    throw new UsageError(`${join(dir, "comparison.json")}: not JSON (${err.message})`);
  }
  if (!Array.isArray(comparison.rows))
    throw new UsageError(`${join(dir, "comparison.json")}: not a benchgate comparison (no rows)`);
  const lines = calibrationLines({
    commit,
    time: time ? new Date(time).toISOString() : (/* @__PURE__ */ new Date()).toISOString(),
    base,
    head,
    comparison,
    ...machine ? { machine } : {}
  });
  const written = appendCalibration(store, lines);
  process.stderr.write(
    `benchgate: recorded ${lines.length} rows of the A/A run at ${commit.slice(0, 12)} in ${written}
`
  );
  return EXIT.ok;
}

// src/cli/history-command.ts
var USAGE = `Usage:
  benchgate history append STORE RESULTS... --commit SHA [--parent SHA] [--time ISO] [--machine LABEL]
                               [--keep-months N] [--keep-samples-months N]
  benchgate history append --github OWNER/NAME [--branch B] [--path P] RESULTS... --commit SHA ...
  benchgate history changes STORE [--json]
  benchgate history issues STORE --repo OWNER/NAME [--label L]... [--mention LOGIN]... [--dashboard URL]
                               [--culprit bisect.json]... [--profiles-branch B] [--improvements [--improvement-label L]...]
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
bisect.json) on the issue of the change point at its --bad commit, with
the flame graphs of the culprit against its parent committed to branch
--profiles-branch (default benchmark-data) and linked; dashboard
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
    const { appendHistoryOnBranch } = await import("./history-branch-MICWMNRZ.js");
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
  } else appendLocally(resolve3(store), input, retention);
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
  const { series, problems, environments } = readStore(resolve3(store));
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
      "profiles-branch": { type: "string" },
      improvements: { type: "boolean" },
      "improvement-label": { type: "string", multiple: true },
      "max-issues": { type: "string" },
      "dry-run": { type: "boolean" },
      ...RELEASE_OPTIONS
    },
    USAGE
  );
  const [store] = positionals;
  const maxOpened = maxIssuesOf(values["max-issues"]);
  checkMentions(values.mention ?? []);
  const found = (values.culprit ?? []).flatMap((file) => readCulprits(file));
  const [owner, repo] = (values.repo ?? "").split("/");
  if (!store || !owner || !repo)
    throw new UsageError(`history issues needs STORE and --repo OWNER/NAME

${USAGE}`);
  const octokit = await clientFromEnv("history issues", "issues: write");
  const { series, problems } = readStore(resolve3(store));
  warnSkipped(problems);
  const calibration = readCalibration(resolve3(store));
  for (const p of calibration.problems) process.stderr.write(`benchgate: ${p}
`);
  const { syncChangeIssues } = await import("./change-issues-YHFGSOOX.js");
  const server = process.env.GITHUB_SERVER_URL ?? "https://github.com";
  const culprits = values["dry-run"] ? found.map((f) => f.culprit) : await publishCulpritProfiles(
    octokit,
    { owner, repo, branch: values["profiles-branch"] ?? "benchmark-data", serverUrl: server },
    found
  );
  const result = await syncChangeIssues(octokit, { owner, repo }, detectChanges(series), {
    repositoryUrl: `${server}/${owner}/${repo}`,
    labels: values.label?.length ? values.label : ["benchmark-regression"],
    ...values.improvements ? { improvements: { labels: values["improvement-label"] ?? ["benchmark-improvement"] } } : {},
    mentions: values.mention ?? [],
    ...values.dashboard ? { dashboardUrl: values.dashboard } : {},
    culprits,
    series,
    releases: await releasesOf(values),
    calibration: calibration.lines,
    order: commitOrder(series),
    ...maxOpened !== void 0 ? { maxOpened } : {},
    ...values["dry-run"] ? { dryRun: true } : {},
    log: STDERR_LOG
  });
  process.stdout.write(`${JSON.stringify(result)}
`);
  return EXIT.ok;
}
function maxIssuesOf(text2) {
  if (text2 === void 0) return void 0;
  const n = Number(text2);
  if (!(Number.isInteger(n) && n >= 0))
    throw new UsageError(`--max-issues "${text2}" must be a whole number, 0 or more`);
  return n;
}
function checkMentions(mentions) {
  for (const m of mentions)
    if (!/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\/[A-Za-z0-9._-]{1,100})?$/.test(m))
      throw new UsageError(`--mention "${m}" must be a login or an ORG/TEAM, without "@"`);
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
  const { series, problems } = readStore(resolve3(store));
  warnSkipped(problems);
  const { writeDashboard } = await import("./write-dashboard-BFFLL5SJ.js");
  const files = writeDashboard(resolve3(values.out), series, {
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
    resolve3(values["tags-from"])
  );
  return parseTagRefs(refs, values["tag-pattern"] ?? DEFAULT_RELEASE_PATTERN);
}
function textOf(found, nameMachines) {
  if (found.length === 0) return "no change points\n";
  return found.map((c) => {
    const zero = c.before === 0 || c.after === 0;
    const size = zero ? c.before === 0 ? "from zero" : "to zero" : formatChange(c.change);
    const what = c.kind === "environment" ? `environment changed ${size}` : `${c.kind} ${size}`;
    const levels = zero ? formatStep(c.before, c.after, c.unit) : `${formatLevel(c.before, c.unit)} → ${formatLevel(c.after, c.unit)}`;
    const range = c.rangeFrom && c.rangeTo ? `; somewhere in ${c.rangeFrom.slice(0, 12)}..${c.rangeTo.slice(0, 12)}` : "";
    const on = nameMachines && c.machine ? ` on ${c.machine}` : "";
    const changed = c.environmentChange?.length ? `; ${c.environmentChange.join(", ")}` : "";
    return `${c.commit.slice(0, 12)}  ${what}  ${c.suite ? `${c.suite}.` : ""}${c.name} ${c.metric ?? c.unit}${on}: ${levels} (since ${c.previousCommit.slice(0, 12)}${range}${changed})`;
  }).join("\n").concat("\n");
}
export {
  historyCommand
};
