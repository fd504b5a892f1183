import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  GitError,
  RUN_OPTIONS,
  closeOpenSessions,
  git,
  resolveCommit,
  runPipeline,
  runSettings,
  runWithCleanup
} from "./chunk-ASKHE2SB.js";
import "./chunk-ZU3NW6WV.js";
import "./chunk-BQLT6JGO.js";
import "./chunk-C6634IHL.js";
import "./chunk-EZSTNSRJ.js";
import "./chunk-DO54EX32.js";
import "./chunk-I7EIL52N.js";
import {
  toJsonText
} from "./chunk-UYHWYOKB.js";
import "./chunk-SZHAHJHI.js";
import {
  parseCommandLine
} from "./chunk-5CEJCHLU.js";
import "./chunk-RBWFMI4E.js";
import {
  EXIT,
  UsageError
} from "./chunk-WBKVNESJ.js";
import "./chunk-6DC2EUZX.js";
import "./chunk-A7OIABBQ.js";
import "./chunk-6N66EU7F.js";
import "./chunk-FKCSKQW3.js";
import "./chunk-PIZSRETB.js";
import "./chunk-4LPY3GQS.js";
import "./chunk-3ETUVOJY.js";
import "./chunk-M7NTUU62.js";
import "./chunk-FKR7QO3E.js";
import {
  DEFAULT_SEQUENTIAL
} from "./chunk-ZXFDIANC.js";
import "./chunk-DMDI4OP2.js";
import {
  benchmarkKey,
  metricKey
} from "./chunk-TEO7MBEP.js";
import "./chunk-3FRE6W3I.js";

// src/cli/bisect-command.ts
import { resolve } from "node:path";

// src/bisect/run-bisection.ts
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";

// src/bisect/commit-range.ts
async function commitRange(good, bad, cwd) {
  const g = await resolveCommit(good, cwd);
  const b = await resolveCommit(bad, cwd);
  const descends = await git(["merge-base", "--is-ancestor", g, b], cwd).then(
    () => true,
    () => false
  );
  if (!descends || g === b) throw new GitError(`${bad} does not come after ${good}: nothing to bisect`);
  const out = await git(["log", "--first-parent", "--reverse", "--format=%H%x09%s", `${g}..${b}`], cwd);
  const commits = out.split("\n").filter(Boolean).map((line) => {
    const tab = line.indexOf("	");
    return { sha: line.slice(0, tab), subject: line.slice(tab + 1) };
  });
  return { good: g, commits };
}

// src/bisect/probe-verdict.ts
function keyOf(r) {
  return `${benchmarkKey(r)}\0${metricKey({ unit: r.unit, name: r.metric })}`;
}
function worseness(r) {
  if (r.change === void 0 || !Number.isFinite(r.change) || r.change <= -1) return Number.NaN;
  const l = Math.log1p(r.change);
  return r.direction === "smaller" ? l : -l;
}
function rowName(r) {
  const params = Object.entries(r.params).map(([k, v]) => `${k}=${v}`);
  return `${params.length ? `${r.name} ${params.join(" ")}` : r.name} ${r.metric ?? r.unit}`;
}
function label(r) {
  const pct = r.change === void 0 ? "" : ` ${r.change >= 0 ? "+" : ""}${(r.change * 100).toFixed(1)}%`;
  return `${rowName(r)}${pct} (${r.verdict})`;
}
function reproduceVerdict(c) {
  const regressed = c.rows.filter((r) => r.verdict === "regression" && Number.isFinite(worseness(r)));
  return {
    result: { slower: regressed.length > 0, evidence: regressed.map(label) },
    targets: regressed.map((r) => ({ key: keyOf(r), row: rowName(r), worse: worseness(r) }))
  };
}
function probeVerdict(c, targets) {
  const rows = new Map(c.rows.map((r) => [keyOf(r), r]));
  let slower = 0;
  const evidence = [];
  for (const t of targets) {
    const r = rows.get(t.key);
    if (!r) {
      evidence.push(`${t.row}: not measured`);
      continue;
    }
    const w = worseness(r);
    const counts = r.verdict === "regression" || Number.isFinite(w) && w >= t.worse / 2;
    if (counts) slower++;
    evidence.push(label(r));
  }
  return { slower: targets.length > 0 && 2 * slower >= targets.length, evidence };
}

// src/bisect/search.ts
async function bisectCommits(good, commits, probe) {
  const probes = [];
  const run = async (base, head, role) => {
    const result = await probe(base, head, role);
    probes.push({ base, head, role, result });
    return result.slower;
  };
  const last = commits.length - 1;
  if (!await run(good, commits[last].sha, "reproduce")) return { probes };
  let lo = -1;
  let hi = last;
  while (hi - lo > 1) {
    const mid = lo + hi >> 1;
    if (await run(good, commits[mid].sha, "search")) hi = mid;
    else lo = mid;
  }
  const culprit = commits[hi];
  const confirmed = hi === 0 ? true : await run(commits[hi - 1].sha, culprit.sha, "confirm");
  return { culprit, confirmed, probes };
}
function maxProbes(n) {
  return Math.ceil(Math.log2(Math.max(1, n))) + 2;
}

// src/bisect/run-bisection.ts
async function runBisection(good, bad, settings, outDir) {
  const range = await commitRange(good, bad, settings.cwd);
  let targets = [];
  const dirs = [];
  const outcome = await bisectCommits(range.good, range.commits, async (base, head, role) => {
    const dir = join(outDir, `probe-${dirs.length + 1}-${head.slice(0, 12)}`);
    dirs.push(dir);
    settings.log(`probe ${dirs.length} (${role}): ${base.slice(0, 12)} against ${head.slice(0, 12)}`);
    const run = await runPipeline({
      ...settings,
      sequentialAlpha: probeAlpha(range.commits.length),
      mode: "ab",
      baseRef: base,
      headRef: head,
      outDir: dir,
      // A probe compares two commits of main: every benchmark the filter names runs.
      select: settings.select ? { ...settings.select, mode: "all" } : void 0
    });
    const comparison = run.comparison;
    if (role === "reproduce") {
      const first = reproduceVerdict(comparison);
      targets = first.targets;
      return first.result;
    }
    return probeVerdict(comparison, targets);
  });
  const report = {
    good: range.good,
    bad: range.commits.at(-1).sha,
    commits: range.commits,
    probes: outcome.probes.map((p, i) => ({ ...p, outDir: dirs[i] })),
    ...outcome.culprit ? { culprit: { ...outcome.culprit, confirmed: outcome.confirmed === true } } : {}
  };
  await mkdir(outDir, { recursive: true });
  await writeFile(join(outDir, "bisect.json"), toJsonText(report));
  return report;
}
function renderBisect(r) {
  const short = (sha) => sha.slice(0, 12);
  const lines = [];
  if (r.culprit) {
    lines.push(
      `${r.culprit.confirmed ? "culprit" : "suspect"}: ${short(r.culprit.sha)} ${r.culprit.subject}`
    );
    lines.push(
      r.culprit.confirmed ? "  slower than its parent as well: the slowdown arrives with this commit" : "  not clearly slower than its parent, so not confirmed: the slowdown may build up over the commits before it, or the runs were too noisy to place it"
    );
  } else {
    lines.push(`no culprit: ${short(r.bad)} is not slower than ${short(r.good)} in these runs`);
  }
  lines.push(`${r.commits.length} commits after ${short(r.good)}, ${r.probes.length} probes:`);
  r.probes.forEach((p, i) => {
    lines.push(
      `  ${i + 1}. ${short(p.base)} against ${short(p.head)} (${p.role}): ${p.result.slower ? "slower" : "not slower"}`
    );
    for (const e of p.result.evidence) lines.push(`       ${e}`);
  });
  return `${lines.join("\n")}
`;
}
function probeAlpha(commits) {
  return DEFAULT_SEQUENTIAL.alpha / maxProbes(commits);
}

// src/cli/bisect-command.ts
var USAGE = `Usage: benchgate bisect --good REF --bad REF [run options]

Finds the commit that made the benchmarks slower: the first commit after GOOD
(on the first-parent line up to BAD) whose benchmarks are slower than GOOD's.
Each probe is a benchgate run of GOOD against one commit (interleaved rounds,
its own verdict): the first shows BAD is slower at all and names the rows
that regressed, a binary search follows, and a last probe compares the
culprit with its parent. ⌈log2 n⌉ + 2 probes for n commits.

  --good REF            the last commit known to be fast
  --bad REF             a commit known to be slow (it must come after GOOD)
  --out DIR             where each probe's outputs and bisect.json go
                        (default: benchgate-bisect)
  --json                print bisect.json instead of the summary

Every option of benchgate run applies to each probe (--runner, --filter,
--max-rounds, --design, --args, --count, --env, -C, --config, ...); pass
--filter with the benchmarks of the change point to keep the probes short.
--base, --head, --head-dir, --base-dir, --record and --shard do not apply.

Exit codes: 0 a culprit was named, 1 BAD is not slower than GOOD here
(nothing to bisect), 2 usage error.`;
var OPTIONS = {
  ...RUN_OPTIONS,
  good: { type: "string" },
  bad: { type: "string" }
};
async function bisectCommand(args) {
  const { values } = parseCommandLine(args, OPTIONS, USAGE);
  if (values.help) {
    process.stdout.write(`${USAGE}
`);
    return EXIT.ok;
  }
  if (!values.good || !values.bad) throw new UsageError(`bisect needs --good and --bad

${USAGE}`);
  for (const flag of ["base", "head", "head-dir", "base-dir", "record", "shard"]) {
    if (values[flag] !== void 0)
      throw new UsageError(`--${flag} does not apply to bisect: each probe runs --good against one commit`);
  }
  const cwd = process.cwd();
  const settings = await runSettings(values, cwd);
  const outDir = resolve(values.out ?? "benchgate-bisect");
  const cleanup = /* @__PURE__ */ new Set([closeOpenSessions]);
  return runWithCleanup(
    cleanup,
    async () => {
      const report = await runBisection(values.good, values.bad, settings, outDir);
      process.stdout.write(values.json ? toJsonText(report) : renderBisect(report));
      return report.culprit ? EXIT.ok : EXIT.regression;
    },
    { log: (line) => process.stderr.write(`
${line}
`) }
  );
}
export {
  bisectCommand
};
