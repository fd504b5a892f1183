// The sequential-rounds simulation (issue 17): the same simulated rows judged
// by today's rule (20 rounds × 2 samples per side pooled, Mann–Whitney U with
// Benjamini–Hochberg across a suite, 3 confirmation rounds) and by the
// sequential rule of src/stats/sequential.ts (per-round paired ratios,
// group-sequential boundaries, a look after every round), in one run. The
// sequential rule runs three times: as designed ("beyond the threshold" by
// its interval, rows that cannot settle stopped by the futility rule),
// without the futility rule, and with today's meaning of "beyond" (the point
// estimate beyond it); all confirm through confirmRegression.
//
//   node bench/sequential/simulate.mjs [--seed 1] [--aa 10000] [--ab 2000] [--per-round 1] [--max-rounds 20] [--null 20000] [--noise-max 0.04] [--rho 2|pocock]
//
// --noise-max sets the noisiest rows' spread per sample (rows are drawn
// log-uniform from 0.3% to it): 0.04 for a quiet dedicated machine, 0.15 for
// rows as noisy as this shared machine's short runs, where the futility rule
// stops the rows that cannot settle.
//
// Writes the Markdown table to stdout and bench/out/sequential/result.json.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { bundleEntry } from '../lib/bundle.mjs';
import { outPath } from '../lib/paths.mjs';
import { median, formatRate } from '../lib/stats.mjs';
import { table } from '../lib/markdown.mjs';
import { createRng, createRow } from './noise.mjs';

const { values: args } = parseArgs({
  options: {
    seed: { type: 'string', default: '1' },
    aa: { type: 'string', default: '10000' },
    ab: { type: 'string', default: '2000' },
    'per-round': { type: 'string', default: '1' },
    'min-rounds': { type: 'string', default: '5' },
    'max-rounds': { type: 'string', default: '20' },
    null: { type: 'string', default: '20000' },
    alpha: { type: 'string' },
    // The regression test's spending: a power-family rho, or 'pocock'.
    rho: { type: 'string' },
    'noise-max': { type: 'string', default: '0.04' },
  },
});
const SEED = Number(args.seed);
const PER_ROUND = Number(args['per-round']);
const NOISE_MAX = Number(args['noise-max']);
const TODAY = { rounds: 20, perRound: 2, confirm: 3, suite: 10 };
const CONFIRM = 3;
const THRESHOLD = 0.05;

async function loadJudge() {
  return import(await bundleEntry('bench/sequential/judge.ts', 'sequential-judge'));
}

const ARMS = [];
for (const neighbour of [false, true]) {
  const tag = neighbour ? 'noisy neighbour' : 'quiet';
  ARMS.push({ name: `A/A, ${tag}`, change: 0, neighbour, rows: Number(args.aa) });
  for (const change of [0.03, 0.05, 0.1]) {
    ARMS.push({ name: `+${change * 100}%, ${tag}`, change, neighbour, rows: Number(args.ab) });
  }
}

/** Row seeds differ per arm and row; each rule draws its own samples from a row of the same noise level. */
const seedOf = (arm, i, rule) => SEED * 1_000_003 + arm * 100_000 + i * 2 + rule;

function runSequential(judge, policy, arm, armIndex, i) {
  const row = createRow({
    seed: seedOf(armIndex, i, 0),
    change: arm.change,
    neighbour: arm.neighbour,
    perRound: PER_ROUND,
    noiseMax: NOISE_MAX,
  });
  const paired = { key: 'r', benchmark: 'r', primary: true, direction: 'smaller', rounds: [] };
  let decision;
  // The regression boundary crossed in the worse direction at a look made, threshold or not: the test's own error.
  let crossed = false;
  for (let look = 1; look <= policy.maxRounds; look++) {
    paired.rounds.push(row.round());
    if (look < policy.minRounds) continue;
    decision = judge.judgeSequential([paired], policy, look)[0];
    if (decision.significant && decision.change.estimate > 0) crossed = true;
    if (decision.state !== 'open') break;
  }
  const flagged = decision.state === 'regression';
  let state = decision.state;
  if (state === 'regression') {
    const n = paired.rounds.length;
    for (let c = 0; c < CONFIRM; c++) paired.rounds.push(row.round());
    state = judge.confirmRegression(paired, policy, n + CONFIRM);
  }
  return {
    state,
    flagged,
    crossed,
    futile: decision.futile === true,
    executions: paired.rounds.length * 2 * PER_ROUND,
  };
}

function runToday(judge, arm, armIndex, first, count) {
  const rows = [];
  for (let i = first; i < first + count; i++) {
    rows.push(
      createRow({
        seed: seedOf(armIndex, i, 1),
        change: arm.change,
        neighbour: arm.neighbour,
        perRound: TODAY.perRound,
        noiseMax: NOISE_MAX,
      }),
    );
  }
  const base = rows.map(() => []);
  const head = rows.map(() => []);
  const addRound = (k) => {
    const { base: b, head: h } = rows[k].round();
    base[k].push(...b);
    head[k].push(...h);
  };
  for (let r = 0; r < TODAY.rounds; r++) rows.forEach((_, k) => addRound(k));
  const before = judge.judgePooled(base, head);
  let verdicts = before;
  const flagged = verdicts.flatMap((v, k) => (v === 'regression' ? [k] : []));
  if (flagged.length > 0) {
    for (let r = 0; r < TODAY.confirm; r++) flagged.forEach(addRound);
    verdicts = judge.judgePooled(base, head);
  }
  return verdicts.map((verdict, k) => ({
    state: verdict,
    flagged: before[k] === 'regression',
    executions: base[k].length + head[k].length,
  }));
}

/**
 * The test's own error, without the threshold and without stopping: rows of
 * pure noise looked at after every round from the first look to the last;
 * the two-sided boundary may be crossed by at most alpha of them.
 */
function nullCheck(judge, policy, noise, rows) {
  const never = { ...policy, threshold: () => Infinity };
  const rng = createRng(SEED * 7919 + noise.length);
  let crossed = 0;
  for (let i = 0; i < rows; i++) {
    const real = noise.startsWith('real')
      ? createRow({
          seed: SEED * 31 + i,
          change: 0,
          neighbour: noise.endsWith('neighbour'),
          perRound: PER_ROUND,
          noiseMax: NOISE_MAX,
        })
      : null;
    const paired = { key: 'r', benchmark: 'r', primary: true, direction: 'smaller', rounds: [] };
    for (let look = 1; look <= policy.maxRounds; look++) {
      // Both sides drawn from the same distribution, as in an A/A run: the
      // test's null is that base and head of a round could swap.
      const draw = () => Math.exp(0.01 * (noise === 't3' ? rng.studentT3() : rng.normal()));
      paired.rounds.push(real ? real.round() : { base: [draw()], head: [draw()] });
      if (look < policy.minRounds) continue;
      if (judge.judgeSequential([paired], never, look)[0].significant) {
        crossed++;
        break;
      }
    }
  }
  return { noise, rows, crossed, nominal: policy.alpha * rows };
}

function tally(outcomes) {
  const count = (s) => outcomes.filter((o) => o.state === s).length;
  const ex = outcomes.map((o) => o.executions);
  return {
    rows: outcomes.length,
    regression: count('regression'),
    improvement: count('improvement'),
    unchanged: count('unchanged'),
    flagged: outcomes.filter((o) => o.flagged).length,
    crossed: outcomes.filter((o) => o.crossed).length,
    futile: outcomes.filter((o) => o.futile).length,
    undecided: outcomes.length - count('regression') - count('improvement') - count('unchanged'),
    executionsMedian: median(ex),
    executionsTotal: ex.reduce((a, b) => a + b, 0),
  };
}

async function main() {
  const judge = await loadJudge();
  const policy = {
    ...judge.DEFAULT_SEQUENTIAL,
    ...(args.alpha ? { alpha: Number(args.alpha) } : {}),
    ...(args.rho ? { regressionRho: args.rho === 'pocock' ? undefined : Number(args.rho) } : {}),
    minRounds: Number(args['min-rounds']),
    maxRounds: Number(args['max-rounds']),
    threshold: () => THRESHOLD,
  };
  const byEstimate = { ...policy, beyond: 'estimate' };
  const noFutility = { ...policy, futility: undefined };
  const started = Date.now();
  const results = [];
  ARMS.forEach((arm, a) => {
    const seq = [];
    const est = [];
    const whole = [];
    for (let i = 0; i < arm.rows; i++) {
      seq.push(runSequential(judge, policy, arm, a, i));
      whole.push(runSequential(judge, noFutility, arm, a, i));
      est.push(runSequential(judge, byEstimate, arm, a, i));
    }
    const today = [];
    for (let i = 0; i < arm.rows; i += TODAY.suite)
      today.push(...runToday(judge, arm, a, i, Math.min(TODAY.suite, arm.rows - i)));
    results.push({
      arm,
      today: tally(today),
      estimate: tally(est),
      noFutility: tally(whole),
      sequential: tally(seq),
    });
    console.error(`${arm.name}: done (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  });
  const nulls = ['normal', 't3', 'real, quiet', 'real, noisy neighbour'].map((noise) =>
    nullCheck(judge, policy, noise, Number(args.null)),
  );
  const settings = {
    seed: SEED,
    perRound: PER_ROUND,
    noiseMax: NOISE_MAX,
    policy: { ...policy, threshold: THRESHOLD },
    today: TODAY,
  };
  writeFileSync(outPath('sequential', 'result.json'), JSON.stringify({ settings, results, nulls }, null, 2));
  process.stdout.write(render(results, settings, nulls));
}

const RULES = [
  ['today', 'today'],
  ['estimate', 'sequential, estimate beyond'],
  ['noFutility', 'sequential, no futility'],
  ['sequential', 'sequential (default)'],
];

function render(results, settings, nulls) {
  const rate = (x, k) => formatRate(x[k], x.rows);
  const header = ['arm', 'outcome', ...RULES.map(([, label]) => label)];
  const rows = [];
  for (const r of results) {
    const key = r.arm.change === 0 ? 'false alarms' : 'detected';
    rows.push([r.arm.name, key, ...RULES.map(([k]) => rate(r[k], 'regression'))]);
    rows.push(['', 'before confirmation', ...RULES.map(([k]) => rate(r[k], 'flagged'))]);
    if (r.arm.change === 0)
      rows.push([
        '',
        'boundary crossed (slower)',
        '–',
        ...RULES.slice(1).map(([k]) => rate(r[k], 'crossed')),
      ]);
    rows.push(['', 'unchanged', ...RULES.map(([k]) => rate(r[k], 'unchanged'))]);
    rows.push(['', 'stopped early (futility)', '–', ...RULES.slice(1).map(([k]) => rate(r[k], 'futile'))]);
    rows.push(['', 'executions per row, median', ...RULES.map(([k]) => String(r[k].executionsMedian))]);
  }
  const total = (k, which = () => true) =>
    results.filter((r) => which(r.arm)).reduce((acc, r) => acc + r[k].executionsTotal, 0);
  const ratio = (which) =>
    RULES.slice(1)
      .map(([k, label]) => `${label} ${(total('today', which) / total(k, which)).toFixed(2)}x`)
      .join(', ');
  const p = settings.policy;
  return [
    `Sequential rounds simulation: seed ${settings.seed}; rows' noise 0.3%–${100 * settings.noiseMax}% per sample; sequential rule alpha ${p.alpha}, equivalence alpha ${p.equivalenceAlpha}, rounds ${p.minRounds}–${p.maxRounds} × ${settings.perRound} sample per side, ${CONFIRM} confirmation rounds, threshold ${100 * p.threshold}%; today: ${settings.today.rounds} rounds × ${settings.today.perRound} samples per side + ${settings.today.confirm} confirmation, suites of ${settings.today.suite} rows.`,
    '',
    table(header, rows),
    '',
    `Executions in total: ${RULES.map(([k, label]) => `${label} ${total(k)}`).join(', ')}.`,
    `The test alone (no threshold, no stopping, a look after every round; nominal two-sided alpha ${p.alpha}): ${nulls.map((n) => `${n.noise} ${formatRate(n.crossed, n.rows)}`).join('; ')}.`,
    '',
    `Fewer executions than today: all arms: ${ratio(() => true)}; quiet arms: ${ratio((a) => !a.neighbour)}; noisy-neighbour arms: ${ratio((a) => a.neighbour)}.`,
    '',
  ].join('\n');
}

await main();
