import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  commitOrder
} from "./chunk-VUACTFAP.js";
import {
  detectChanges
} from "./chunk-R3LYKMO4.js";
import {
  appendToStore,
  readStore
} from "./chunk-TQ7UR6JL.js";
import "./chunk-DO54EX32.js";
import {
  loadInputs
} from "./chunk-LN72MX7U.js";
import {
  printProblems
} from "./chunk-SZHAHJHI.js";
import {
  parseCommandLine
} from "./chunk-5CEJCHLU.js";
import "./chunk-RBWFMI4E.js";
import {
  EXIT,
  UsageError
} from "./chunk-WBKVNESJ.js";
import "./chunk-6DC2EUZX.js";
import "./chunk-ZXFDIANC.js";
import "./chunk-DMDI4OP2.js";
import "./chunk-TEO7MBEP.js";
import "./chunk-3FRE6W3I.js";

// src/cli/history-command.ts
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
var USAGE = `Usage:
  benchgate history append STORE RESULTS... --commit SHA [--parent SHA] [--time ISO]
  benchgate history append --github OWNER/NAME [--branch B] [--path P] RESULTS... --commit SHA ...
  benchgate history changes STORE [--json]
  benchgate history issues STORE --repo OWNER/NAME [--label L]... [--mention LOGIN]... [--dashboard URL]
                               [--culprit bisect.json]... [--improvements [--improvement-label L]...]
  benchgate history dashboard STORE --out DIR [--repository URL]

The history of main, in a store directory (docs/history.md): append adds one
commit's results (RESULTS in any format benchgate reads); with --github it
appends to the store at P (default history) on the repository's branch B
(default benchmark-data) through the Git database API, touching only the
files it adds to, never cloning, and again on top when another run pushed
first; changes lists the
change points of every series: regressions, improvements and environment
changes, each with the first commit after it; issues keeps one GitHub issue per
regression change point (opened once, updated, closed when it recovers; with
--improvements one per improvement too, labelled benchmark-improvement or
--improvement-label), with the token in GITHUB_TOKEN (and GITHUB_API_URL, GITHUB_SERVER_URL on GitHub
Enterprise); --culprit names the commit a benchgate bisect found (its
bisect.json) on the issue of the change point at its --bad commit; dashboard
writes the store's static site into DIR (index.html and data/; with
--repository https://github.com/OWNER/NAME, points link to their commits and
regressions to their issues).`;
var SUBCOMMANDS = /* @__PURE__ */ new Set(["append", "changes", "issues", "dashboard"]);
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
    const { appendHistoryOnBranch } = await import("./history-branch-2ADGKWBB.js");
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
    const written = appendToStore(resolve(store), input);
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
  const { series, problems } = readStore(resolve(store));
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
      "improvement-label": { type: "string", multiple: true }
    },
    USAGE
  );
  const [store] = positionals;
  const culprits = (values.culprit ?? []).flatMap((file) => culpritOf(file));
  const [owner, repo] = (values.repo ?? "").split("/");
  if (!store || !owner || !repo)
    throw new UsageError(`history issues needs STORE and --repo OWNER/NAME

${USAGE}`);
  const octokit = await clientFromEnv("history issues", "issues: write");
  const { series, problems } = readStore(resolve(store));
  for (const p of problems) process.stderr.write(`benchgate: ${p}
`);
  const { syncChangeIssues } = await import("./change-issues-GYDUYVRW.js");
  const server = process.env.GITHUB_SERVER_URL ?? "https://github.com";
  const result = await syncChangeIssues(octokit, { owner, repo }, detectChanges(series), {
    repositoryUrl: `${server}/${owner}/${repo}`,
    labels: values.label?.length ? values.label : ["benchmark-regression"],
    ...values.improvements ? { improvements: { labels: values["improvement-label"] ?? ["benchmark-improvement"] } } : {},
    mentions: values.mention ?? [],
    ...values.dashboard ? { dashboardUrl: values.dashboard } : {},
    culprits,
    series,
    order: commitOrder(series)
  });
  process.stdout.write(`${JSON.stringify(result)}
`);
  return problems.length > 0 ? EXIT.partial : EXIT.ok;
}
async function dashboard(args) {
  const { values, positionals } = parseCommandLine(
    args,
    { out: { type: "string" }, repository: { type: "string" } },
    USAGE
  );
  const [store] = positionals;
  if (!store || !values.out) throw new UsageError(`history dashboard needs STORE and --out DIR

${USAGE}`);
  const { series, problems } = readStore(resolve(store));
  for (const p of problems) process.stderr.write(`benchgate: ${p}
`);
  const { writeDashboard } = await import("./write-dashboard-WUMOHQON.js");
  const files = writeDashboard(resolve(values.out), series, {
    ...values.repository ? { repositoryUrl: values.repository.replace(/\/+$/, "") } : {}
  });
  process.stderr.write(
    `benchgate: wrote ${files.length} files of the dashboard of ${series.length} series into ${values.out}
`
  );
  return problems.length > 0 ? EXIT.partial : EXIT.ok;
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
    report = JSON.parse(readFileSync(file, "utf8"));
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
    const what = c.kind === "environment" ? "environment changed" : `${c.kind} ${(c.change * 100).toFixed(1)}%`;
    return `${c.commit.slice(0, 12)}  ${what}  ${c.suite ? `${c.suite}.` : ""}${c.name} ${c.metric ?? c.unit}: ${c.before} -> ${c.after} (since ${c.previousCommit.slice(0, 12)}${c.rangeFrom && c.rangeTo ? `; somewhere in ${c.rangeFrom.slice(0, 12)}..${c.rangeTo.slice(0, 12)}` : ""})`;
  }).join("\n").concat("\n");
}
export {
  historyCommand
};
