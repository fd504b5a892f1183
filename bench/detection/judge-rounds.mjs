// Judges the runs of collect-rounds.mjs.
// Primary: `benchgate run`'s default protocol, replayed on the collected
// rounds. Windows of R + C consecutive rounds that do not overlap: the first
// R rounds of each side are compared at the default policy, and when a row is
// a regression the next C rounds (later runs, never the first ones again)
// are added for the flagged benchmarks and everything is compared again. A/A
// takes A as base and A2 as head; A/B takes A as base and a slowdown as head.
// Contrast: the single -count 10 runs of the contrast blocks, judged as the
// first study judged them (study.mjs).
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { describeMachine } from '../lib/machine.mjs';
import { outPath } from '../lib/paths.mjs';
import { SINGLE_VARIANTS } from './collect-rounds.mjs';
import { judgeComparisons } from './protocol.mjs';
import { renderRoundsStudy } from './report-rounds.mjs';
import { describeNoise, formPairs, judgePair, METHODS, tally } from './study.mjs';

/** The protocols judged: benchgate run's default first, then more rounds. */
export const PROTOCOLS = [
  {
    id: 'r20c3',
    short: '20+3',
    rounds: 20,
    confirm: 3,
    label: 'benchgate run default: 20 rounds × -count 2 per side, 3 confirmation rounds',
  },
  { id: 'r15c3', short: '15+3', rounds: 15, confirm: 3, label: '15 rounds, 3 confirmation rounds' },
  { id: 'r10c3', short: '10+3', rounds: 10, confirm: 3, label: '10 rounds, 3 confirmation rounds' },
  {
    id: 'r5c3',
    short: '5+3',
    rounds: 5,
    confirm: 3,
    label: 'the default before 2026-11-21 16:30: 5 rounds, 3 confirmation rounds',
  },
  {
    id: 'r5c3-ns',
    short: '5+3, ns/op only',
    rounds: 5,
    confirm: 3,
    units: ['ns/op'],
    label: 'diagnostic: 5+3, but only ns/op rows compared (no B/op, allocs/op rows in the FDR family)',
  },
];

/** Reads every run once; a run missing a benchmark or a sample is an error, not a quiet gap. */
async function readRuns(judge, manifest) {
  const runs = new Map();
  for (const f of manifest.files) {
    const r = await judge.readGoRun(f.file);
    const want = f.kind === 'round' ? manifest.settings.perRound : manifest.settings.count;
    for (const name of manifest.benchmarks.map((b) => `Benchmark${b}`)) {
      const n = r.samples[name]?.length ?? 0;
      if (n !== want) throw new Error(`${f.file}: ${name} has ${n} ns/op samples, expected ${want}`);
    }
    if (r.problems > 0) throw new Error(`${f.file}: ${r.problems} parse problems`);
    runs.set(f.file, r);
  }
  return runs;
}

/** The comparisons of one protocol: per window, A/A and one A/B per slowdown. */
function protocolComparisons(manifest, runs, protocol) {
  const fileOf = new Map(
    manifest.files.filter((f) => f.kind === 'round').map((f) => [`${f.variant}:${f.round}`, f.file]),
  );
  const runsOf = (variant, from, n) =>
    Array.from({ length: n }, (_, i) => runs.get(fileOf.get(`${variant}:${from + i}`)));
  const size = protocol.rounds + protocol.confirm;
  const heads = [{ kind: 'A/A', level: 'A', variant: 'A2' }].concat(
    manifest.roundVariants
      .filter((v) => v.factor > 1)
      .map((v) => ({ kind: 'A/B', level: v.id, variant: v.id })),
  );
  const out = [];
  for (let w = 0; w + size <= manifest.rounds; w += size) {
    for (const h of heads) {
      out.push({
        kind: h.kind,
        level: h.level,
        window: w,
        base: runsOf('A', w, protocol.rounds),
        head: runsOf(h.variant, w, protocol.rounds),
        confirmBase: runsOf('A', w + protocol.rounds, protocol.confirm),
        confirmHead: runsOf(h.variant, w + protocol.rounds, protocol.confirm),
      });
    }
  }
  return out;
}

function judgeProtocolRuns(judge, manifest, runs, protocol) {
  return judgeComparisons(judge, manifest, protocolComparisons(manifest, runs, protocol), protocol);
}

/** The contrast blocks as the first study's manifest shape, so its pairing and judging apply unchanged. */
function singleManifest(manifest) {
  return {
    benchmarks: manifest.benchmarks,
    slowed: manifest.slowed,
    variants: SINGLE_VARIANTS,
    rounds: manifest.singleBlocks,
    files: manifest.files.filter((f) => f.kind === 'single'),
  };
}

export async function judgeRoundsStudy({ manifest, judgePath, log = console.error }) {
  const judge = await import(pathToFileURL(judgePath).href);
  log(`detection: judging ${manifest.files.length} runs`);
  const runs = await readRuns(judge, manifest);
  const protocols = PROTOCOLS.map((p) => judgeProtocolRuns(judge, manifest, runs, p));
  const single = singleManifest(manifest);
  const singleJudged = formPairs(single).map((pair) => ({ pair, result: judgePair(judge, runs, pair) }));
  const report = {
    judgedAt: describeMachine(),
    manifest,
    policy: judge.defaultPolicy,
    protocols: protocols.map(({ raw: _raw, ...p }) => p),
    contrast: {
      methods: METHODS,
      cells: tally(single, singleJudged),
      pairs: singleJudged.map(({ pair }) => pair),
    },
    noise: describeNoise(single, runs),
  };
  writeFileSync(
    outPath('detection-rounds.json'),
    JSON.stringify(
      { ...report, protocolsRaw: protocols.map((p) => ({ id: p.protocol.id, raw: p.raw })), singleJudged },
      null,
      2,
    ),
  );
  writeFileSync(outPath('detection-rounds.md'), renderRoundsStudy(report));
  log(`detection: wrote ${outPath('detection-rounds.md')} and detection-rounds.json`);
  return report;
}
