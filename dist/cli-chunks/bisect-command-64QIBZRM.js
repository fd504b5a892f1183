import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  RUN_OPTIONS,
  closeOpenSessions,
  profileCommits,
  profileSettings,
  runPipeline,
  runSettings,
  runWithCleanup
} from "./chunk-VVP7CZDG.js";
import {
  GitError,
  git,
  resolveCommit
} from "./chunk-UZOVBNQL.js";
import "./chunk-K77WQ4DZ.js";
import "./chunk-WF5YW3NY.js";
import "./chunk-UCGBEI6S.js";
import "./chunk-SLKJS4U7.js";
import "./chunk-VHANUZBK.js";
import "./chunk-5O4KKQMM.js";
import "./chunk-JQB2SWZ4.js";
import "./chunk-7UP3P5UV.js";
import "./chunk-6K47KAOL.js";
import "./chunk-EZSTNSRJ.js";
import "./chunk-SXB72H45.js";
import "./chunk-CS7AYPXU.js";
import "./chunk-X26KSBIJ.js";
import {
  toJsonText
} from "./chunk-UYHWYOKB.js";
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
import "./chunk-QJTOIZZ5.js";
import "./chunk-6N66EU7F.js";
import "./chunk-C2F4DYSV.js";
import "./chunk-WFKQU4CP.js";
import "./chunk-PIZSRETB.js";
import "./chunk-7HVISSWX.js";
import "./chunk-JAGR3URB.js";
import {
  DEFAULT_SEQUENTIAL
} from "./chunk-JYXA64RB.js";
import "./chunk-WDCRQVF2.js";
import "./chunk-LNLQHGIY.js";
import "./chunk-BD2TBD5S.js";
import "./chunk-3UTEBA6Q.js";
import {
  benchmarkKey,
  metricKey
} from "./chunk-UEKWDCHD.js";
import "./chunk-3FRE6W3I.js";

// src/cli/bisect-command.ts
import { resolve } from "node:path";

// src/bisect/run-bisection.ts
import { mkdir, writeFile } from "node:fs/promises";
import { join as join2 } from "node:path";

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

// src/bisect/culprit-profile.ts
import { join } from "node:path";

// src/bisect/probe-verdict.ts
function rowKey(r) {
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
function reproduceVerdict(c, tracked) {
  const regressed = c.rows.filter(
    (r) => r.verdict === "regression" && Number.isFinite(worseness(r)) && (!tracked || tracked.includes(rowKey(r)))
  );
  const targets = regressed.map((r) => ({ key: rowKey(r), row: rowName(r), worse: worseness(r) }));
  return {
    result: {
      slower: regressed.length > 0,
      evidence: regressed.map(label),
      rows: targets.map((t) => ({ key: t.key, row: t.row, slower: true }))
    },
    targets
  };
}
function probeVerdict(c, targets) {
  const rows = new Map(c.rows.map((r) => [rowKey(r), r]));
  let slower = 0;
  const evidence = [];
  const answers = [];
  for (const t of targets) {
    const r = rows.get(t.key);
    if (!r) {
      evidence.push(`${t.row}: not measured`);
      answers.push({ key: t.key, row: t.row, slower: false });
      continue;
    }
    const w = worseness(r);
    const counts = r.verdict === "regression" || Number.isFinite(w) && w >= t.worse / 2;
    if (counts) slower++;
    evidence.push(label(r));
    answers.push({ key: t.key, row: t.row, slower: counts });
  }
  return { slower: targets.length > 0 && 2 * slower >= targets.length, evidence, rows: answers };
}

// src/bisect/culprit-profile.ts
var CULPRIT_PROFILE_DIR = "culprit-profile";
function culpritProfileDir(sha, first) {
  return first ? CULPRIT_PROFILE_DIR : `${CULPRIT_PROFILE_DIR}-${sha.slice(0, 12)}`;
}
async function profileCulprit(c, settings, outDir) {
  const comparison = c.comparisons.get(`${c.parent}..${c.culprit.sha}`);
  const pair = c.probes.find((p) => p.base === c.parent && p.head === c.culprit.sha);
  if (!comparison || !pair) return void 0;
  const keyOfName = new Map(
    c.probes.flatMap((p) => (p.result.rows ?? []).map((r) => [r.row, r.key]))
  );
  const explained = c.explains.flatMap((name) => {
    const key = keyOfName.get(name);
    return key ? [key] : [];
  });
  const keys = new Set(
    explained.length > 0 ? explained : (pair.result.rows ?? []).filter((r) => r.slower).map((r) => r.key)
  );
  const dir = join(outDir, c.dir);
  settings.log(
    `profiling the culprit ${c.culprit.sha.slice(0, 12)} against its parent ${c.parent.slice(0, 12)}`
  );
  const report = await profileCommits(
    settings,
    { baseRef: c.parent, headRef: c.culprit.sha, outDir: dir },
    comparison,
    { profile: settings.profile, only: (row) => keys.has(rowKey(row)) }
  );
  return summarise(report, c.parent, c.culprit.sha, c.dir);
}
function summarise(report, base, head, dir) {
  return {
    base,
    head,
    profiles: `${dir}/profiles.json`,
    flameGraphs: report.profiled.map((p) => {
      const top = p.diff.functions.find((f) => f.delta > 0);
      return {
        title: p.title,
        file: `${dir}/${p.flameGraph}`,
        ...top ? { top: { name: top.name, delta: top.delta, unit: p.diff.unit } } : {}
      };
    }),
    notProfiled: report.notProfiled
  };
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

// src/bisect/whole-range.ts
var MAX_SEARCHES = 4;
async function bisectWholeRange(good, commits, probe, maxSearches = MAX_SEARCHES) {
  const state = new WholeRangeSearch(probe, maxSearches);
  await state.search({ good, commits, tracked: void 0, expected: false });
  const { out, names, unplaced } = state;
  const explained = new Set(out.findings.flatMap((f) => f.explains));
  out.unexplained = [...unplaced].map((k) => names.get(k)).filter((n) => !explained.has(n));
  const order = (sha) => commits.findIndex((c) => c.sha === sha);
  out.findings.sort((a, b) => order(a.culprit.sha) - order(b.culprit.sha));
  return out;
}
var WholeRangeSearch = class {
  constructor(probe, maxSearches) {
    this.probe = probe;
    this.maxSearches = maxSearches;
  }
  probe;
  maxSearches;
  out = { findings: [], unexplained: [], probes: [] };
  names = /* @__PURE__ */ new Map();
  unplaced = /* @__PURE__ */ new Set();
  searches = 0;
  /** Runs one search and those it leads to; the rows its first probe found slower, or undefined past the budget. */
  async search(part) {
    if (this.searches === this.maxSearches) return void 0;
    this.searches++;
    const run = (base, head, role) => this.probe(base, head, role, part.tracked);
    const outcome = await bisectCommits(part.good, part.commits, run);
    this.out.probes.push(...outcome.probes);
    const targets = slowerRows(outcome.probes[0]?.result, this.names);
    if (part.expected) {
      for (const k of part.tracked ?? []) if (!targets.includes(k)) this.unplaced.add(k);
    }
    if (outcome.culprit) await this.explain(part, outcome.culprit, outcome, targets);
    return targets;
  }
  /**
   * Splits the search's targets at its culprit: rows slower already at its
   * parent are searched before it, rows that changed again are searched after
   * it, and the culprit explains the rest.
   */
  async explain(part, culprit, outcome, targets) {
    const at = part.commits.findIndex((c) => c.sha === culprit.sha);
    const parent = part.commits[at - 1]?.sha;
    const atParent = outcome.probes.find((p) => p.role === "search" && p.head === parent)?.result;
    const before = slowerRows(atParent, this.names).filter((k) => targets.includes(k));
    const rest = targets.filter((k) => !before.includes(k));
    let after = [];
    if (at < part.commits.length - 1 && rest.length > 0) {
      const later = {
        good: culprit.sha,
        commits: part.commits.slice(at + 1),
        tracked: rest,
        expected: false
      };
      after = await this.search(later) ?? await this.lastLook(later);
    }
    const finding = {
      culprit,
      confirmed: outcome.confirmed === true,
      explains: rest.filter((k) => !after.includes(k)).map((k) => this.names.get(k))
    };
    this.out.findings.push(finding);
    if (part.tracked === void 0) this.out.main = finding;
    if (before.length > 0) {
      const earlier = {
        good: part.good,
        commits: part.commits.slice(0, at),
        tracked: before,
        expected: true
      };
      if (await this.search(earlier) === void 0) for (const k of before) this.unplaced.add(k);
    }
  }
  /**
   * Past the budget, one probe still says which rows the culprit leaves
   * (culprit against the last commit): they changed again later, and are
   * named unplaced rather than bisected.
   */
  async lastLook(part) {
    const head = part.commits.at(-1).sha;
    const result = await this.probe(part.good, head, "reproduce", part.tracked);
    this.out.probes.push({ base: part.good, head, role: "reproduce", result });
    const later = slowerRows(result, this.names);
    for (const k of later) this.unplaced.add(k);
    return later;
  }
};
function slowerRows(result, names) {
  const rows = result?.rows ?? [];
  for (const r of rows) names.set(r.key, r.row);
  return rows.filter((r) => r.slower).map((r) => r.key);
}

// src/bisect/run-bisection.ts
async function runBisection(good, bad, settings, outDir, profile) {
  const range = await commitRange(good, bad, settings.cwd);
  let targets = [];
  const dirs = [];
  const comparisons = /* @__PURE__ */ new Map();
  const outcome = await bisectWholeRange(range.good, range.commits, async (base, head, role, tracked) => {
    const dir = join2(outDir, `probe-${dirs.length + 1}-${head.slice(0, 12)}`);
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
    comparisons.set(`${base}..${head}`, comparison);
    if (role === "reproduce") {
      const first = reproduceVerdict(comparison, tracked);
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
    ...culpritsOf(outcome)
  };
  if (profile && profile.mode !== "off")
    await profileCulprits(report, outcome, { range, comparisons }, { ...settings, profile }, outDir);
  await mkdir(outDir, { recursive: true });
  await writeFile(join2(outDir, "bisect.json"), toJsonText(report));
  return report;
}
async function profileCulprits(report, outcome, searched, settings, outDir) {
  const { range, comparisons } = searched;
  const main = outcome.main;
  const order = main ? [main, ...outcome.findings.filter((f) => f !== main)] : outcome.findings;
  for (const f of order) {
    const at = range.commits.findIndex((c) => c.sha === f.culprit.sha);
    const profile = await profileCulprit(
      {
        culprit: f.culprit,
        parent: at > 0 ? range.commits[at - 1].sha : range.good,
        explains: f.explains,
        probes: outcome.probes,
        comparisons,
        dir: culpritProfileDir(f.culprit.sha, f === main)
      },
      settings,
      outDir
    );
    if (!profile) continue;
    if (f === main) report.culpritProfile = profile;
    const entry = report.culprits?.find((c) => c.sha === f.culprit.sha);
    if (entry) entry.profile = profile;
  }
}
function culpritsOf(outcome) {
  const main = outcome.main;
  if (!main) return {};
  return {
    culprit: { ...main.culprit, confirmed: main.confirmed },
    culprits: outcome.findings.map((f) => ({ ...f.culprit, confirmed: f.confirmed, explains: f.explains })),
    unexplained: outcome.unexplained
  };
}
function renderBisect(r, outDir = ".") {
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
  lines.push(...accountLines(r), ...profileLines(r, outDir));
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
function accountLines(r) {
  const short = (sha) => sha.slice(0, 12);
  const culprits = r.culprits ?? [];
  const lines = [];
  if (culprits.length > 1) lines.push(`the range holds ${culprits.length} changes:`);
  for (const c of culprits)
    lines.push(
      `  ${short(c.sha)}${culprits.length > 1 ? ` ${c.subject}${c.confirmed ? "" : " (suspect)"}` : ""} explains ${c.explains.length > 0 ? c.explains.join(", ") : "none of the rows on its own"}`
    );
  if (r.unexplained && r.unexplained.length > 0)
    lines.push(
      `  not explained by ${culprits.length > 1 ? "any of them" : "it"}: ${r.unexplained.join(", ")}; the range holds another change for these rows that this bisection did not place`
    );
  return lines;
}
function profileLines(r, outDir) {
  const each = (r.culprits ?? []).filter((c) => c.profile);
  const profiled = each.length > 0 || !r.culpritProfile ? each : [{ sha: r.culpritProfile.head, profile: r.culpritProfile }];
  const several = profiled.length > 1;
  const lines = [];
  for (const c of profiled) {
    const p = c.profile;
    const whose = several ? `culprit ${c.sha.slice(0, 12)}` : "culprit";
    lines.push(`profiles of the ${whose} against its parent: ${join2(outDir, p.profiles)}`);
    for (const f of p.flameGraphs)
      lines.push(`  ${f.title}${f.top ? `: ${f.top.name} grew most` : ""}: ${join2(outDir, f.file)}`);
    for (const n of p.notProfiled) lines.push(`  ${n.title} not profiled: ${n.reason}`);
  }
  return lines;
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
culprit with its parent. ⌈log2 n⌉ + 2 probes for n commits. Then the whole
range is accounted for: one probe of the culprit against BAD says which rows
it explains; rows still slower after it (or already slower at its parent)
are bisected in their own part of the range, up to 4 searches, and any left
are named as a change the bisection did not place.

Once the culprits are named, the rows each explains are profiled on it and on
its parent, as benchgate run profiles a pull request's regressions
(interleaved, 2 runs a side, after every probe's verdict; --profile,
--profile-max-rows and --profile-budget apply to each, --profile off skips
it): OUT/culprit-profile/ holds the first culprit's profiles.json and flame
graphs (OUT/culprit-profile-SHA/ each other's), and bisect.json's
culpritProfile names them, for benchgate history issues --culprit to link.

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
  if (values["profile-improvements"] !== void 0)
    throw new UsageError(
      "--profile-improvements does not apply to bisect: it profiles the rows the culprit slowed (docs/profiles.md)"
    );
  const profile = profileSettings(values);
  const cwd = process.cwd();
  const settings = await runSettings(values, cwd);
  const outDir = resolve(values.out ?? "benchgate-bisect");
  const cleanup = /* @__PURE__ */ new Set([closeOpenSessions]);
  return runWithCleanup(
    cleanup,
    async () => {
      const report = await runBisection(values.good, values.bad, settings, outDir, profile);
      process.stdout.write(values.json ? toJsonText(report) : renderBisect(report, outDir));
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
