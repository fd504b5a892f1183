import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  summarizeSide
} from "./chunk-DVPD54HO.js";
import {
  loadInputs
} from "./chunk-XXDDDRZQ.js";
import {
  parseCommandLine,
  printProblems
} from "./chunk-RQBTQTP6.js";
import {
  EXIT,
  UsageError
} from "./chunk-IL6BBLQ6.js";
import "./chunk-OHPNYKRK.js";
import {
  benjaminiHochberg,
  median
} from "./chunk-UFSX2B6Z.js";
import "./chunk-UB4YXC6G.js";
import "./chunk-3FRE6W3I.js";

// src/cli/history-command.ts
import { readFileSync as readFileSync2 } from "node:fs";
import { resolve } from "node:path";

// src/history/change-points.ts
var DEFAULT_CHANGE_OPTIONS = {
  alpha: 0.01,
  floor: 0.05,
  minSegment: 3,
  screen: 0.05
};
function detectChanges(all, options = DEFAULT_CHANGE_OPTIONS) {
  const candidates = [];
  const tested = [];
  const breaks = [];
  for (const s of all) {
    const segments = envSegments(s.points);
    for (let k = 1; k < segments.length; k++) {
      const [prev, next] = [segments[k - 1], segments[k]];
      breaks.push(
        changePoint(s, next.start, centers(s.points, prev), centers(s.points, next), 0, 0, "environment")
      );
    }
    for (const seg of segments) candidates.push(...segmentCandidates(s, seg, options, tested));
  }
  const qs = benjaminiHochberg([...candidates.map((c) => c.p), ...tested]);
  const found = [];
  candidates.forEach((c, i) => {
    const q = qs[i] ?? 1;
    const change = c.after / c.before - 1;
    if (q > options.alpha || !(Math.abs(change) >= options.floor)) return;
    const worse = c.series.direction === "smaller" ? change > 0 : change < 0;
    found.push(changePoint(c.series, c.at, c.before, c.after, c.p, q, worse ? "regression" : "improvement"));
  });
  return [...found, ...breaks];
}
function envSegments(points) {
  const out = [];
  let start = 0;
  for (let i = 1; i <= points.length; i++) {
    if (i === points.length || points[i].env !== points[start].env) {
      out.push({ start, end: i });
      start = i;
    }
  }
  return out.filter((s) => s.end > s.start);
}
function centers(points, seg) {
  return median(points.slice(seg.start, seg.end).map((p) => p.center));
}
function segmentCandidates(s, seg, o, tested) {
  const values = s.points.map((p) => p.center);
  const cuts = [];
  const split = (start, end, depth) => {
    const best = pettitt(values, start, end, o.minSegment);
    if (!best) return;
    if (best.p > o.screen) {
      if (depth === 0) tested.push(best.p);
      return;
    }
    cuts.push(best);
    split(start, best.at, depth + 1);
    split(best.at, end, depth + 1);
  };
  split(seg.start, seg.end, 0);
  cuts.sort((a, b) => a.at - b.at);
  const bounds = [seg.start, ...cuts.map((c) => c.at), seg.end];
  return cuts.map((c, i) => ({
    series: s,
    at: c.at,
    p: c.p,
    before: median(values.slice(bounds[i], c.at)),
    after: median(values.slice(c.at, bounds[i + 2]))
  }));
}
function pettitt(values, start, end, minSegment) {
  const n = end - start;
  if (n < 2 * minSegment) return void 0;
  const ranks = averageRanks(values.slice(start, end));
  let sum = 0;
  let bestK = -1;
  let bestT = -1;
  for (let t = 1; t < n; t++) {
    sum += ranks[t - 1];
    if (t < minSegment || n - t < minSegment) continue;
    const u = Math.abs(2 * sum - t * (n + 1));
    if (u > bestK) {
      bestK = u;
      bestT = t;
    }
  }
  if (bestT < 0) return void 0;
  const p = Math.min(1, 2 * Math.exp(-6 * bestK * bestK / (n * n * n + n * n)));
  return { at: refineSplit(values, start, end, start + bestT, minSegment), p };
}
function refineSplit(values, start, end, at, minSegment) {
  const cost = (t) => {
    const left = values.slice(start, t);
    const right = values.slice(t, end);
    const ml = median(left);
    const mr = median(right);
    let c = 0;
    for (const x of left) c += Math.abs(x - ml);
    for (const x of right) c += Math.abs(x - mr);
    return c;
  };
  let best = at;
  let bestCost = cost(at);
  for (let t = Math.max(start + minSegment, at - minSegment); t <= Math.min(end - minSegment, at + minSegment); t++) {
    const c = cost(t);
    if (c < bestCost) {
      best = t;
      bestCost = c;
    }
  }
  return best;
}
function averageRanks(xs) {
  const order = xs.map((x, i) => [x, i]).sort((a, b) => a[0] - b[0]);
  const ranks = new Array(xs.length);
  for (let i = 0; i < order.length; ) {
    let j = i;
    while (j + 1 < order.length && order[j + 1][0] === order[i][0]) j++;
    const r = (i + j) / 2 + 1;
    for (let k = i; k <= j; k++) ranks[order[k][1]] = r;
    i = j + 1;
  }
  return ranks;
}
function changePoint(s, at, before, after, p, q, kind) {
  return {
    suite: s.suite,
    name: s.name,
    params: s.params,
    unit: s.unit,
    ...s.metric !== void 0 ? { metric: s.metric } : {},
    family: s.family,
    commit: s.points[at].commit,
    previousCommit: s.points[at - 1].commit,
    before,
    after,
    change: before === 0 ? after === 0 ? 0 : Infinity : after / before - 1,
    p,
    q,
    kind
  };
}

// src/history/store.ts
import { createHash } from "node:crypto";
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync
} from "node:fs";
import { join } from "node:path";
var MAX_FILE_BYTES = 10 * 1024 * 1024;
var STORE_SAMPLES_MAX = 32;
function appendToStore(dir, input) {
  const time = input.time ?? (/* @__PURE__ */ new Date()).toISOString();
  const month = time.slice(0, 7);
  const env = fingerprintOf(input.results);
  const byFamily = /* @__PURE__ */ new Map();
  for (const b of input.results.benchmarks) {
    for (const m of b.metrics) {
      const { side } = summarizeSide(m);
      if (!side || !Number.isFinite(side.center)) continue;
      const line = {
        commit: input.commit,
        time,
        env,
        suite: b.suite,
        name: b.name,
        params: b.params,
        unit: m.unit,
        ...m.name !== void 0 ? { metric: m.name } : {},
        direction: m.direction,
        center: side.center,
        ...Number.isFinite(side.low) ? { low: side.low } : {},
        ...Number.isFinite(side.high) ? { high: side.high } : {},
        n: side.n,
        ...m.samples.length > 0 && m.samples.length <= STORE_SAMPLES_MAX ? { samples: m.samples } : {}
      };
      const family = familyOf(b.suite, b.name);
      const lines = byFamily.get(family) ?? [];
      lines.push(JSON.stringify(line));
      byFamily.set(family, lines);
    }
  }
  const written = [];
  for (const [family, lines] of byFamily) {
    const folder = join("series", familySlug(family));
    written.push(appendLines(dir, folder, month, lines.join("\n") + "\n"));
  }
  const commitLine = JSON.stringify({ commit: input.commit, parent: input.parent ?? null, time, env });
  written.push(appendLines(dir, "commits", month, commitLine + "\n"));
  return written;
}
function appendLines(dir, folder, month, text) {
  mkdirSync(join(dir, folder), { recursive: true });
  for (let part = 1; ; part++) {
    const rel = join(folder, part === 1 ? `${month}.jsonl` : `${month}-${part}.jsonl`);
    const file = join(dir, rel);
    const size = existsSync(file) ? statSync(file).size : 0;
    if (size > 0 && size + Buffer.byteLength(text) > MAX_FILE_BYTES) continue;
    appendFileSync(file, text);
    return rel;
  }
}
function readStore(dir) {
  const problems = [];
  const order = /* @__PURE__ */ new Map();
  for (const { value } of readLines(join(dir, "commits"), problems)) {
    const c = value;
    if (typeof c.commit === "string" && !order.has(c.commit)) order.set(c.commit, order.size);
  }
  const series = /* @__PURE__ */ new Map();
  const seriesDir = join(dir, "series");
  for (const family of existsSync(seriesDir) ? readdirSync(seriesDir).sort() : []) {
    for (const { value, where } of readLines(join(seriesDir, family), problems)) {
      const l = value;
      if (typeof l.commit !== "string" || typeof l.name !== "string" || typeof l.center !== "number") {
        problems.push(`${where}: not a history line`);
        continue;
      }
      const key = seriesKey(l);
      let s = series.get(key);
      if (!s) {
        s = {
          suite: l.suite,
          name: l.name,
          params: l.params ?? {},
          unit: l.unit,
          ...l.metric !== void 0 ? { metric: l.metric } : {},
          direction: l.direction,
          family: familyOf(l.suite, l.name),
          points: []
        };
        series.set(key, s);
      }
      const point = { commit: l.commit, time: l.time, center: l.center, n: l.n, env: l.env };
      if (l.low !== void 0) point.low = l.low;
      if (l.high !== void 0) point.high = l.high;
      if (l.samples) point.samples = l.samples;
      s.points.push(point);
    }
  }
  const rank = (c) => order.get(c) ?? Number.MAX_SAFE_INTEGER;
  for (const s of series.values())
    s.points.sort((a, b) => rank(a.commit) - rank(b.commit) || a.time.localeCompare(b.time));
  return { series: [...series.values()], problems };
}
function* readLines(folder, problems) {
  if (!existsSync(folder)) return;
  for (const name of readdirSync(folder).filter((n) => n.endsWith(".jsonl")).sort(byMonthAndPart)) {
    const lines = readFileSync(join(folder, name), "utf8").split("\n");
    for (let i = 0; i < lines.length; i++) {
      if (lines[i] === "") continue;
      const where = `${join(folder, name)}:${i + 1}`;
      try {
        yield { value: JSON.parse(lines[i]), where };
      } catch {
        problems.push(`${where}: not valid JSON; the line is skipped`);
      }
    }
  }
}
function byMonthAndPart(a, b) {
  const key = (n) => {
    const m = /^(\d{4}-\d{2})(?:-(\d+))?\.jsonl$/.exec(n);
    return m ? [m[1], Number(m[2] ?? 1)] : [n, 0];
  };
  const [am, ap] = key(a);
  const [bm, bp] = key(b);
  return am < bm ? -1 : am > bm ? 1 : ap - bp;
}
function seriesKey(s) {
  return JSON.stringify([s.suite, s.name, s.params ?? {}, s.unit, s.metric ?? null]);
}
function familyOf(suite, name) {
  const slash = name.indexOf("/");
  const fn = slash < 0 ? name : name.slice(0, slash);
  return suite ? `${suite}.${fn}` : fn;
}
function familySlug(family) {
  const readable = family.replace(/[^A-Za-z0-9._-]+/g, "_").slice(0, 60);
  return `${readable}-${createHash("sha256").update(family).digest("hex").slice(0, 8)}`;
}
function fingerprintOf(results) {
  const c = results.context;
  const m = c.machine ?? {};
  const machine = { os: m.os, arch: m.arch, cpu: m.cpu, cores: m.cores };
  const parts = JSON.stringify([machine, c.toolchain ?? {}, c.tool?.name ?? "", c.tool?.version ?? ""]);
  return createHash("sha256").update(parts).digest("hex").slice(0, 12);
}

// src/cli/history-command.ts
var USAGE = `Usage:
  benchgate history append STORE RESULTS... --commit SHA [--parent SHA] [--time ISO]
  benchgate history changes STORE [--json]
  benchgate history issues STORE --repo OWNER/NAME [--label L]... [--mention LOGIN]... [--dashboard URL]
                               [--culprit bisect.json]...

The history of main, in a store directory (docs/history.md): append adds one
commit's results (RESULTS in any format benchgate reads); changes lists the
change points of every series: regressions, improvements and environment
changes, each with the first commit after it; issues keeps one GitHub issue per
regression change point (opened once, updated, closed when it recovers), with
the token in GITHUB_TOKEN (and GITHUB_API_URL, GITHUB_SERVER_URL on GitHub
Enterprise); --culprit names the commit a benchgate bisect found (its
bisect.json) on the issue of the change point at its --bad commit.`;
async function historyCommand(args) {
  const [sub, ...rest] = args;
  if (!sub || sub === "--help" || sub === "-h") {
    process.stdout.write(`${USAGE}
`);
    return sub ? EXIT.ok : EXIT.usage;
  }
  if (sub === "append") return append(rest);
  if (sub === "changes") return changes(rest);
  if (sub === "issues") return issues(rest);
  throw new UsageError(`unknown history command "${sub}"

${USAGE}`);
}
async function append(args) {
  const { values, positionals } = parseCommandLine(
    args,
    { commit: { type: "string" }, parent: { type: "string" }, time: { type: "string" } },
    USAGE
  );
  const [store, ...files] = positionals;
  if (!store || files.length === 0)
    throw new UsageError(`history append needs STORE and RESULTS

${USAGE}`);
  if (!values.commit || !/^[0-9a-f]{7,64}$/i.test(values.commit))
    throw new UsageError("history append needs --commit SHA (the commit the results were measured at)");
  if (values.time !== void 0 && Number.isNaN(Date.parse(values.time)))
    throw new UsageError(`--time "${values.time}" is not an ISO 8601 time`);
  const { results } = await loadInputs(files);
  printProblems(results.problems);
  const written = appendToStore(resolve(store), {
    commit: values.commit,
    ...values.parent ? { parent: values.parent } : {},
    ...values.time ? { time: new Date(values.time).toISOString() } : {},
    results
  });
  process.stderr.write(`benchgate: appended ${values.commit.slice(0, 12)} to ${written.length} files
`);
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
      culprit: { type: "string", multiple: true }
    },
    USAGE
  );
  const [store] = positionals;
  const culprits = (values.culprit ?? []).flatMap((file) => culpritOf(file));
  const [owner, repo] = (values.repo ?? "").split("/");
  if (!store || !owner || !repo)
    throw new UsageError(`history issues needs STORE and --repo OWNER/NAME

${USAGE}`);
  const token = process.env.GITHUB_TOKEN;
  if (!token) throw new UsageError("history issues needs a token in GITHUB_TOKEN (issues: write)");
  const { series, problems } = readStore(resolve(store));
  for (const p of problems) process.stderr.write(`benchgate: ${p}
`);
  const { createGitHubClient } = await import("./client-YFSSMPQX.js");
  const { syncChangeIssues } = await import("./change-issues-6W6PDZ66.js");
  const octokit = createGitHubClient({
    token,
    log: {
      debug: () => void 0,
      info: (l) => process.stderr.write(`${l}
`),
      warning: (l) => process.stderr.write(`warning: ${l}
`)
    }
  });
  const server = process.env.GITHUB_SERVER_URL ?? "https://github.com";
  const result = await syncChangeIssues(octokit, { owner, repo }, detectChanges(series), {
    repositoryUrl: `${server}/${owner}/${repo}`,
    labels: values.label?.length ? values.label : ["benchmark-regression"],
    mentions: values.mention ?? [],
    ...values.dashboard ? { dashboardUrl: values.dashboard } : {},
    culprits
  });
  process.stdout.write(`${JSON.stringify(result)}
`);
  return problems.length > 0 ? EXIT.partial : EXIT.ok;
}
function culpritOf(file) {
  let report;
  try {
    report = JSON.parse(readFileSync2(file, "utf8"));
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
    return `${c.commit.slice(0, 12)}  ${what}  ${c.suite ? `${c.suite}.` : ""}${c.name} ${c.metric ?? c.unit}: ${c.before} -> ${c.after} (since ${c.previousCommit.slice(0, 12)})`;
  }).join("\n").concat("\n");
}
export {
  historyCommand
};
