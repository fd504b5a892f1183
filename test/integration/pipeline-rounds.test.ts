import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compareResults } from '../../src/compare/compare.js';
import { DEFAULT_POLICY } from '../../src/compare/policy.js';
import { fixedRounds, type RoundJudge } from '../../src/pipeline/round-judge.js';
import { runPipeline, type PipelineOptions } from '../../src/pipeline/run-pipeline.js';
import { budgetLine } from '../../src/report/budget-line.js';
import { applyOverrides, findPreset, loadPresets } from '../../src/run/presets.js';

// The round loop's seam for a sequential rule: a judge sees both sides after
// each round and may stop early or narrow the next round to some benchmarks.
// Real child processes: each side is a folder whose script prints Go output
// and logs the filter it was given.

const scratch = mkdtempSync(join(tmpdir(), 'benchgate-rounds-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const SCRIPT = `echo "$BENCHGATE_FILTER" >> ../filters-$(basename "$PWD").txt
echo "BenchmarkA 1 10 ns/op"
echo "BenchmarkB 1 $NS ns/op"
`;

function sides(name: string) {
  const dir = join(scratch, name);
  for (const side of ['base', 'head']) {
    mkdirSync(join(dir, side), { recursive: true });
    writeFileSync(join(dir, side, 'bench.sh'), SCRIPT);
  }
  return dir;
}

function options(dir: string, roundJudge?: RoundJudge): PipelineOptions {
  const preset = applyOverrides(findPreset('command', loadPresets()), {
    command: 'bash bench.sh',
    format: 'go',
    env: { NS: '20' },
  });
  return {
    cwd: dir,
    workingDirectory: '.',
    mode: 'ab',
    baseDir: join(dir, 'base'),
    headDir: join(dir, 'head'),
    preset,
    outDir: join(dir, 'out'),
    rounds: 5,
    confirmRounds: 0,
    roundTimeoutMs: 60_000,
    patternFormats: [],
    judgement: { policy: DEFAULT_POLICY, waivers: [], today: '2026-01-01' },
    log: () => undefined,
    // As both shells word it (the pipeline stands below the report).
    describeBudget: budgetLine,
    ...(roundJudge ? { roundJudge } : {}),
  };
}

const filtersOf = (dir: string, side: string) =>
  readFileSync(join(dir, `filters-${side}.txt`), 'utf8')
    .split('\n')
    .slice(0, -1);

describe('the round judge', () => {
  it('by default runs every benchmark for the configured rounds', async () => {
    const dir = sides('fixed');
    const out = await runPipeline(options(dir, fixedRounds(5)));
    expect([out.base!.context.rounds, out.head.context.rounds]).toEqual([5, 5]);
    expect(filtersOf(dir, 'base')).toEqual(['', '', '', '', '']);
  });

  it('stops when the judge says so, seeing both sides so far', async () => {
    const dir = sides('stop');
    const seen: string[] = [];
    const out = await runPipeline(
      options(dir, {
        afterRound(i, base, head) {
          seen.push(
            `${i}:${base.benchmarks[0]!.metrics[0]!.samples.length}/${head.benchmarks[0]!.metrics[0]!.samples.length}`,
          );
          return { remaining: 'all', stop: i === 1 };
        },
      }),
    );
    expect(seen).toEqual(['0:1/1', '1:2/2']);
    expect([out.base!.context.rounds, out.head.context.rounds]).toEqual([2, 2]);
  });

  it('narrows the next rounds to the benchmarks the judge keeps open, never past the configured rounds', async () => {
    const dir = sides('narrow');
    const out = await runPipeline(
      options(dir, {
        afterRound: () => ({ remaining: [{ suite: '', name: 'BenchmarkB', params: {} }], stop: false }),
      }),
    );
    expect(filtersOf(dir, 'head')).toEqual([
      '',
      '^(?:BenchmarkB)$',
      '^(?:BenchmarkB)$',
      '^(?:BenchmarkB)$',
      '^(?:BenchmarkB)$',
    ]);
    expect(out.head.context.rounds).toBe(5);
  });

  it('keeps only the asked benchmarks of a narrowed round that ran more, and counts what ran', async () => {
    // The script prints A and B whatever the filter: a tool whose filter selects a superset.
    const dir = sides('superset');
    const logs: string[] = [];
    const out = await runPipeline({
      ...options(dir, {
        afterRound: () => ({ remaining: [{ suite: '', name: 'BenchmarkB', params: {} }], stop: false }),
      }),
      design: 'sequential',
      log: (l) => logs.push(l),
    });
    const samples = (r: typeof out.head) =>
      r.benchmarks.map((b) => `${b.name} ${b.metrics[0]!.rounds!.join(',')}`);
    expect([samples(out.base!), samples(out.head)]).toEqual([
      ['BenchmarkA 0', 'BenchmarkB 0,1,2,3,4'],
      ['BenchmarkA 0', 'BenchmarkB 0,1,2,3,4'],
    ]);
    expect(logs.filter((l) => l.includes('did not ask for'))).toEqual(
      [2, 3, 4, 5].flatMap((round) =>
        // ABBA: base first in even rounds (0-based), head first in odd ones.
        (round % 2 === 0 ? ['head', 'base'] : ['base', 'head']).map(
          (side) =>
            `${side} round ${round}: left out 1 benchmarks the round did not ask for, kept in raw/: BenchmarkA procs=1`,
        ),
      ),
    );
    // Each side: A and B in round 1, then A besides B in rounds 2 to 5.
    expect(out.head.context.runCost).toMatchObject({ benchmarkRuns: 2 * (2 + 4 * 2) });
    expect(readFileSync(join(dir, 'out', 'raw', 'head-round5.txt'), 'utf8')).toContain('BenchmarkA');
  });
});

// design: sequential judges with the sequential rule (src/pipeline/sequential-rounds.ts).
// Each side prints A at a constant 10 ns/op and B at a value that cycles with
// the invocation (different cycles on the two sides): A settles as unchanged
// at the first look (round 5), although its B/op, which cycles too, is still
// open then (a secondary row never keeps a benchmark running); B swings by up
// to 300%, far too much to settle within 20 rounds, so rounds 6 to 8 run B
// only and B stops at round 8, the futility rule's first look (the script runs
// what the filter selects, as a benchmark tool does).
const CYCLING = `f=../filters-$(basename "$PWD").txt
echo "$BENCHGATE_FILTER" >> $f
k=$(wc -l < $f)
runs() { [ -z "$BENCHGATE_FILTER" ] || printf '%s' "$1" | grep -qP "$BENCHGATE_FILTER"; }
runs BenchmarkA && echo "BenchmarkA 1 10 ns/op $(( 100 + (k * STEP % 5) * 4 )) B/op"
runs BenchmarkB && echo "BenchmarkB 1 $(( 10 + (k * STEP % 11) * 3 )) ns/op"
true
`;

function cyclingSides(name: string) {
  const dir = join(scratch, name);
  for (const [side, step] of [
    ['base', '7'],
    ['head', '5'],
  ] as const) {
    mkdirSync(join(dir, side), { recursive: true });
    writeFileSync(join(dir, side, 'bench.sh'), CYCLING.replaceAll('STEP', step));
  }
  return dir;
}

describe('the sequential design (design: sequential)', () => {
  it('runs every benchmark until the first look, then only the unsettled one, each round', async () => {
    const dir = cyclingSides('sequential');
    const out = await runPipeline({ ...options(dir), rounds: 20, design: 'sequential' });
    // The first look is at round 2: A's time is the same every round (exact) and settles there.
    expect(filtersOf(dir, 'head')).toEqual([
      ...Array<string>(2).fill(''),
      ...Array<string>(6).fill('^(?:BenchmarkB)$'),
    ]);
    const rows = out.comparison!.rows.map((r) => [
      r.name,
      r.unit,
      r.verdict,
      r.test,
      r.paired?.state,
      r.paired?.rounds,
    ]);
    expect(rows).toEqual([
      ['BenchmarkA', 'ns/op', 'unchanged', 'paired-rounds', 'unchanged', 2],
      // Still open at round 2, when A's time settled: judged on those rounds, it ends inconclusive.
      ['BenchmarkA', 'B/op', 'inconclusive', 'paired-rounds', 'open', 2],
      ['BenchmarkB', 'ns/op', 'inconclusive', 'paired-rounds', 'inconclusive', 8],
    ]);
    expect(out.comparison!.rows[2]!.paired!.futile).toBe(true);
    expect(out.comparison!.rows[2]!.notes[0]).toMatch(
      /^inconclusive after 8 rounds \(could detect ≥ \d+(\.\d+)?%\): stopped early, too noisy to decide within max-rounds: needs about \d+ more rounds$/,
    );
    expect(out.head.context.maxRounds).toBe(20);
  });

  it('stops at the time budget, never more than one round past it, and says so', async () => {
    const dir = cyclingSides('budget');
    const out = await runPipeline({ ...options(dir), rounds: 20, design: 'sequential', timeBudgetMs: 1 });
    expect(filtersOf(dir, 'head')).toEqual(['']);
    expect(out.warnings.slice(-2)).toEqual([
      'the time budget of 0s (builds and confirmation rounds included) ran out after 1 of at most 20 rounds: benchmarks still open are inconclusive',
      // A's B/op and B lean to an improvement in round 1 (108 → 100 B/op, 31 → 25 ns/op).
      'budget ran out with 2 rows open; none leans to a regression',
    ]);
    expect(out.comparison!.rows.map((r) => [r.name, r.unit, r.verdict, r.test])).toEqual([
      ['BenchmarkA', 'ns/op', 'unchanged', 'mann-whitney'],
      ['BenchmarkA', 'B/op', 'inconclusive', 'mann-whitney'],
      ['BenchmarkB', 'ns/op', 'inconclusive', 'mann-whitney'],
    ]);
  });
});

// Budget honesty: B is 10% slower in head. One round cannot settle it; a run
// whose budget ran out there must not pass, a run of one round by choice
// (max-rounds 1) judges as before.
describe('a time budget that runs out (budget honesty)', () => {
  function slowerHead(name: string) {
    const dir = join(scratch, name);
    for (const [side, ns] of [
      ['base', '100'],
      ['head', '110'],
    ] as const) {
      mkdirSync(join(dir, side), { recursive: true });
      writeFileSync(join(dir, side, 'bench.sh'), SCRIPT.replace('$NS', ns));
    }
    return dir;
  }

  it('keeps a run with an open row leaning to a regression from passing, and names it', async () => {
    const dir = slowerHead('budget-leaning');
    const out = await runPipeline({ ...options(dir), rounds: 20, design: 'sequential', timeBudgetMs: 1 });
    expect(filtersOf(dir, 'head')).toEqual(['']);
    expect(out.comparison!.rows.map((r) => [r.name, r.verdict])).toEqual([
      ['BenchmarkA', 'unchanged'],
      ['BenchmarkB', 'inconclusive'],
    ]);
    expect(out.comparison!.summary.verdict).toBe('inconclusive');
    expect(out.comparison!.summary.budget).toEqual({
      open: 1,
      leaning: 1,
      slowest: { label: 'BenchmarkB procs=1', unit: 'ns/op', change: 110 / 100 - 1 },
    });
    expect(out.warnings.at(-1)).toBe(
      'budget ran out with 1 row open (1 leans to a regression); the slowest lean +10.0% (BenchmarkB procs=1 ns/op)',
    );
  });

  it('leaves a run that had all its rounds as it was: one round by choice passes', async () => {
    const dir = slowerHead('budget-none');
    const out = await runPipeline({ ...options(dir), rounds: 1, design: 'sequential' });
    expect(out.comparison!.summary.verdict).toBe('pass');
    expect(out.comparison!.summary.budget).toBeUndefined();
  });

  it('spends the budget on confirmation rounds too: none runs once it is out', async () => {
    const dir = slowerHead('budget-confirm');
    const logs: string[] = [];
    // Three rounds by a judge that runs them all; a budget too small for any round after the first.
    const out = await runPipeline({
      ...options(dir, fixedRounds(3)),
      rounds: 3,
      confirmRounds: 3,
      timeBudgetMs: 1,
      log: (l) => logs.push(l),
    });
    expect(filtersOf(dir, 'head')).toEqual(['']);
    expect(logs.filter((l) => l.startsWith('confirm'))).toEqual([]);
    expect(out.comparison!.summary.verdict).toBe('inconclusive');
  });
});

// A row flagged early whose confirmation rounds do not confirm it runs on
// (src/pipeline/reopened-rounds.ts): the command runner's processes may land
// in one of two modes, so its early flags get confirmation rounds. The head
// prints B 20% slower for its first 4 runs, as fast as the base for the 3
// confirmation rounds after them, and 20% slower again from then on; each
// side's values follow a list by invocation (paired-rounds.test.ts judges the
// same rounds from files).
const BASE_NS = [100, 102, 99, 101, 100, 101, 99, 100, 102, 98, 101, 99, 100, 101, 99, 100, 102, 98, 101, 99];
const OTHER_NS = [
  101, 99, 100, 102, 99, 100, 101, 98, 100, 101, 99, 102, 100, 99, 101, 100, 98, 101, 100, 102,
];
const HEAD_NS = OTHER_NS.map((h, i) => Math.round(h * (i < 4 ? 1.2 : i < 7 ? 1 : 1.2) * 10) / 10);
const LISTED = `f=../filters-$(basename "$PWD").txt
echo "$BENCHGATE_FILTER" >> $f
k=$(wc -l < $f)
ns=(LIST)
echo "BenchmarkB 1 \${ns[$((k - 1))]} ns/op"
`;

function listedSides(name: string) {
  const dir = join(scratch, name);
  for (const [side, list] of [
    ['base', BASE_NS],
    ['head', HEAD_NS],
  ] as const) {
    mkdirSync(join(dir, side), { recursive: true });
    writeFileSync(join(dir, side, 'bench.sh'), LISTED.replace('LIST', list.join(' ')));
  }
  return dir;
}

describe('a row flagged early and not confirmed', () => {
  it('runs on after its confirmation rounds and is judged over all its rounds, as compare judges the files', async () => {
    const dir = listedSides('reopen');
    const logs: string[] = [];
    const out = await runPipeline({
      ...options(dir),
      rounds: 20,
      confirmRounds: 3,
      design: 'sequential',
      log: (l) => logs.push(l),
    });
    // Flagged at round 4, not confirmed by rounds 5–7, run on from round 8: flagged again at round 15
    // over all its rounds and confirmed by rounds 16–18, when the benchmark stops.
    expect(logs.filter((l) => !/^(round|confirm|run on) \d+\/\d+ /.test(l))).toEqual([
      'building base (working tree)',
      'building head (working tree)',
      'round 3: 1 benchmarks still open',
      'round 4: 1 benchmarks still open',
      'confirming 1 regressed rows with 3 more rounds',
      'running on 1 rows flagged early and not confirmed',
    ]);
    expect(filtersOf(dir, 'head').length).toBe(18);
    expect([out.head.context.confirmFrom, out.head.context.reopenFrom]).toEqual([4, 7]);
    const row = out.comparison!.rows[0]!;
    expect([row.verdict, row.paired?.rounds, row.paired?.settledAt, row.paired?.reopened]).toEqual([
      'regression',
      18,
      18,
      { flaggedAt: 4, confirmationRounds: 3 },
    ]);
    expect(row.notes).toEqual([
      'flagged at round 4 by the size of the change but not confirmed by 3 extra rounds: ran on, judged over all 18 rounds',
      'confirmed: still a regression after 3 extra rounds of both sides',
    ]);
    // The files alone give the same row: `benchgate compare base.json head.json`.
    const again = compareResults(out.base!, out.head, DEFAULT_POLICY).rows[0]!;
    expect([again.verdict, again.paired, again.notes]).toEqual([row.verdict, row.paired, row.notes]);
  });

  it('ends inconclusive, as before, when no round is left after the confirmation rounds', async () => {
    const dir = listedSides('reopen-none');
    const out = await runPipeline({ ...options(dir), rounds: 7, confirmRounds: 3, design: 'sequential' });
    expect(filtersOf(dir, 'head').length).toBe(7);
    expect(out.head.context.reopenFrom).toBeUndefined();
    const row = out.comparison!.rows[0]!;
    expect([row.verdict, row.paired?.confirmationRounds, row.paired?.reopened]).toEqual([
      'inconclusive',
      3,
      undefined,
    ]);
  });
});
