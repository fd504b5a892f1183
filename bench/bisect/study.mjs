#!/usr/bin/env node
// The culprit commit under real noise (issue 14 item 4): how often
// `benchgate bisect`'s search names the right commit, and in how many A/B
// runs, when every probe is judged from real runs of this machine.
//
// A range of n commits has its culprit at a random position: commits before
// it run the unchanged code, the culprit and those after it the slowed
// variant (every second benchmark of bench/detection-go 5 or 10% slower).
// Each probe is an A/B run as `benchgate bisect` runs it (the default
// sequential design: rounds 5-40, then 3 confirmation rounds, one sample per
// side per round): its rounds are real runs drawn from the runs the
// sequential detection study collected (a base run and a head run of the
// variant each commit runs), judged by src/pipeline's loop
// (judge.ts judgeSequentialProtocol) and read by src/bisect's rules
// (reproduceVerdict, probeVerdict) inside src/bisect/search.ts's search.
// Only ns/op is kept: a slowdown here changes some B/op too (the slowed
// variant allocates), which would make the search too easy.
//
//   node bench/detection/study-sequential.mjs --rounds 60 --benchtime 40ms   (collects the runs)
//   node bench/bisect/study.mjs [--benchtime 40ms] [--cases 20] [--seed 1]
import { pathToFileURL } from 'node:url';
import { bundleEntry } from '../lib/bundle.mjs';
import { readManifestOrRefuse } from '../lib/manifest.mjs';
import { outPath, sequentialRunsName } from '../lib/paths.mjs';
import { formatRate, lcg, median } from '../lib/stats.mjs';
import { parseBenchArgs } from '../lib/args.mjs';

const { values } = parseBenchArgs(import.meta.url, {
  benchtime: { type: 'string', default: '40ms' },
  cases: { type: 'integer', default: 20 },
  seed: { type: 'integer', default: 1 },
  arms: { type: 'string', default: 'quiet,noisy' },
});
const CASES = values.cases;
const ARMS = values.arms.split(',');
const SIZES = [
  { variant: 'B10', size: 0.1 },
  { variant: 'B5', size: 0.05 },
];
const LENGTHS = [16, 256];
const MAX_ROUNDS = 40;
const CONFIRM = 3;

const judge = await import(pathToFileURL(await bundleEntry('bench/bisect/entry.ts', 'bisect-entry')).href);

const random = lcg(values.seed);
const draw = (pool) => pool[Math.floor(random() * pool.length)];

/** The run with only its ns/op metrics. */
const timeOnly = (run) => ({
  ...run,
  results: {
    ...run.results,
    benchmarks: run.results.benchmarks.map((b) => ({
      ...b,
      metrics: b.metrics.filter((m) => m.unit === 'ns/op'),
    })),
  },
});

const out = {};
for (const arm of ARMS) {
  const manifest = readManifestOrRefuse(
    import.meta.url,
    outPath('detection', sequentialRunsName(arm, values.benchtime)),
    'collect the runs first (see the header)',
  );
  const pools = {};
  for (const f of manifest.files.filter((x) => x.kind === 'round'))
    (pools[f.variant === 'A2' ? 'A' : f.variant] ??= []).push(timeOnly(await judge.readGoRun(f.file)));
  for (const { variant, size } of SIZES) {
    for (const n of LENGTHS) {
      let right = 0;
      let found = 0;
      // Named and slower than its parent as well (the confirming probe): what the issue states as the culprit.
      let confirmed = 0;
      let confirmedRight = 0;
      const runs = [];
      for (let k = 0; k < CASES; k++) {
        const culprit = Math.floor(random() * n);
        const commits = Array.from({ length: n }, (_, i) => ({ sha: `c${i}`, subject: `commit ${i}` }));
        // "good" is the commit before the range.
        const poolOf = (sha) =>
          sha !== 'good' && Number(sha.slice(1)) >= culprit ? pools[variant] : pools.A;
        let targets;
        const probe = async (base, head) => {
          const rounds = (sha, count) => Array.from({ length: count }, () => draw(poolOf(sha)));
          const v = judge.judgeSequentialProtocol(
            rounds(base, MAX_ROUNDS),
            rounds(head, MAX_ROUNDS),
            rounds(base, CONFIRM),
            rounds(head, CONFIRM),
            MAX_ROUNDS,
            1,
            judge.probeAlpha(n),
          );
          if (!targets) {
            const first = judge.reproduceVerdict(v.comparison);
            targets = first.targets;
            return first.result;
          }
          return judge.probeVerdict(v.comparison, targets);
        };
        const outcome = await judge.bisectCommits('good', commits, probe);
        runs.push(outcome.probes.length);
        if (outcome.culprit) found++;
        if (outcome.culprit?.sha === `c${culprit}`) right++;
        if (outcome.culprit && outcome.confirmed) {
          confirmed++;
          if (outcome.culprit.sha === `c${culprit}`) confirmedRight++;
        }
      }
      out[`${arm}:${variant}:${n}`] = { arm, size, n, right, found, confirmed, confirmedRight, runs };
      process.stderr.write(`bisect study: ${arm} +${size * 100}% n=${n}: ${right}/${CASES} right\n`);
    }
  }
}

const lines = [
  `# The culprit commit under real noise (${new Date().toISOString().slice(0, 16)} UTC)`,
  '',
  `Reproduce: \`node bench/bisect/study.mjs --benchtime ${values.benchtime} --cases ${CASES} --seed ${values.seed}\` (after the sequential detection study collected its runs at that -benchtime).`,
  '',
  '| arm | slowdown | commits in the range | culprit named right | a culprit named | confirmed (right of them) | A/B runs, median (max) | bound ⌈log2 n⌉ + 2 |',
  '|---|---|---|---|---|---|---|---|',
  ...Object.values(out).map(
    (r) =>
      `| ${r.arm} | +${r.size * 100}% | ${r.n} | ${formatRate(r.right, CASES)} | ${formatRate(r.found, CASES)} | ${r.confirmed} (${r.confirmedRight}) | ${median(r.runs)} (${Math.max(...r.runs)}) | ${Math.ceil(Math.log2(r.n)) + 2} |`,
  ),
];
process.stdout.write(lines.join('\n') + '\n');
