// The noise prior's simulation (src/stats/noise-prior.ts): the same simulated
// rows judged by the default (no prior) and with a prior spread that is
// right, 3 times too small (the machine went from a quiet hour to a noisy
// minute), 3 times too large, and 6 times too small (past the shift the
// prior's quantile is calibrated for). The prior of a row is what its
// machine's calibration would have measured: the standard deviation of the
// per-round log ratio of 20 A/A runs of 3 rounds of a second, quiet row of the same
// noise level (noise.mjs), never the rounds judged; the wrong priors are it
// divided or multiplied. The median of 3-round standard deviations is about 0.9 of
// the true spread for normal rounds: the right prior errs a little small, as calibration's does. Beside it, the tests alone (no threshold, no
// stopping) on A/A rows of six kinds of noise with each prior: the share
// that crossed the regression boundary in the slower direction by each look.
// Two-humped processes are left out: their early flags are confirmed by
// replication (docs/statistics.md, "Confirmation"), and a prior changes
// nothing there that the default's table does not show.
//
//   node bench/sequential/simulate-prior.mjs [--seed 1] [--aa 4000] [--ab 1000] [--null 4000] [--noise-max 0.04] [--early-flags confirmed|stand]
//
// Writes the Markdown tables to stdout and bench/out/sequential/prior.json.
import { writeFileSync } from 'node:fs';
import { bundleEntry } from '../lib/bundle.mjs';
import { outPath } from '../lib/paths.mjs';
import { median, formatRate } from '../lib/stats.mjs';
import { table } from '../lib/markdown.mjs';
import { createRng, createRow } from './noise.mjs';
import { confirmFlag, runOn } from './run-on.mjs';
import { parseBenchArgs } from '../lib/args.mjs';

const { values: args } = parseBenchArgs(import.meta.url, {
  seed: { type: 'integer', default: 1 },
  aa: { type: 'integer', default: 4000 },
  ab: { type: 'integer', default: 1000 },
  null: { type: 'integer', default: 4000 },
  'noise-max': { type: 'number', default: 0.04 },
  // 'stand': the early branch's flags stand without confirmation rounds, as a compiled harness's do
  // (runners' processModes: one; src/pipeline/judge.ts confirmsEarlyFlags); 'confirmed' (default): as a
  // JIT harness's, a flag the confirmation rounds drop running on (src/pipeline/reopened-rounds.ts).
  'early-flags': { type: 'choice', choices: ['confirmed', 'stand'], default: 'confirmed' },
});
const SEED = args.seed;
const NOISE_MAX = args['noise-max'];
const CONFIRM = 3;
const THRESHOLD = 0.05;

/** The priors judged: a factor on the calibrated spread (undefined: no prior, the default). */
const PRIORS = [
  { key: 'none', label: 'no prior (default)' },
  { key: 'right', label: 'prior right', factor: 1 },
  { key: 'small3', label: 'prior 3× too small', factor: 1 / 3 },
  { key: 'large3', label: 'prior 3× too large', factor: 3 },
  { key: 'small6', label: 'prior 6× too small', factor: 1 / 6 },
];

const ARMS = [];
for (const neighbour of [false, true]) {
  const tag = neighbour ? 'noisy neighbour' : 'quiet';
  ARMS.push({ name: `A/A, ${tag}`, change: 0, neighbour, rows: args.aa });
  for (const change of [0.05, 0.1])
    ARMS.push({ name: `+${change * 100}%, ${tag}`, change, neighbour, rows: args.ab });
}

const seedOf = (arm, i) => SEED * 1_000_003 + arm * 100_000 + i * 2;

/**
 * The spread of ln(head median / base median) over rounds of `row`, as
 * calibration records it: the median of the standard deviations of 20 A/A
 * runs (src/history/calibration.ts), here of 2 rounds each (a quiet A/A
 * row settles at round 3), so that a one-sided spike in one run moves it
 * no more than the median lets it.
 */
function calibratedSpread(row, runs = 20, rounds = 3) {
  const sds = [];
  for (let k = 0; k < runs; k++) {
    const d = [];
    for (let r = 0; r < rounds; r++) {
      const { base, head } = row.round();
      d.push(Math.log(median(head)) - Math.log(median(base)));
    }
    const mean = d.reduce((a, b) => a + b, 0) / d.length;
    sds.push(Math.sqrt(d.reduce((a, x) => a + (x - mean) ** 2, 0) / (d.length - 1)));
  }
  return median(sds);
}

function withPrior(judge, policy, sd) {
  if (sd === undefined) return policy;
  return { ...policy, prior: { rule: judge.DEFAULT_PRIOR_RULE, sd: () => sd } };
}

/** One row through the round loop with the pipeline's confirmation (the early branch's flags replicated). */
function runRow(judge, policy, arm, armIndex, i, factor) {
  const row = createRow({
    seed: seedOf(armIndex, i),
    change: arm.change,
    neighbour: arm.neighbour,
    perRound: 1,
    noiseMax: NOISE_MAX,
  });
  const calibration = createRow({
    seed: seedOf(armIndex, i) + 1,
    change: 0,
    neighbour: false,
    perRound: 1,
    sigma: row.sigma,
  });
  const sd = factor === undefined ? undefined : calibratedSpread(calibration) * factor;
  const p = withPrior(judge, policy, sd);
  const paired = { key: 'r', benchmark: 'r', primary: true, direction: 'smaller', rounds: [] };
  let decision;
  for (let look = 1; look <= p.maxRounds; look++) {
    paired.rounds.push(row.round());
    if (look < p.minRounds) continue;
    decision = judge.judgeSequential([paired], p, look)[0];
    if (decision.state !== 'open') break;
  }
  let state = decision.state;
  if (state === 'regression' && !(decision.early === true && args['early-flags'] === 'stand')) {
    const early = decision.early === true;
    state = confirmFlag(judge, p, paired, row, early, CONFIRM);
    // An early flag the confirmation rounds leave inconclusive runs on, as in the pipeline (src/pipeline/reopened-rounds.ts).
    if (early && state === 'inconclusive') {
      const after = runOn(judge, p, paired, row, CONFIRM);
      state = after.state;
      decision = after.decision ?? decision;
    }
  }
  return {
    state,
    sigma: row.sigma,
    settledAt: decision.rounds,
    executions: paired.rounds.length * 2,
    prior: decision.prior,
  };
}

const NULL_NOISES = ['normal', 't3', 'real, quiet', 'real, noisy neighbour', 'slow drift', 'long neighbour'];
const NULL_LOOKS = [3, 4, 5, 8, 12, 20, 40];

/** An A/A row of a kind of noise (as simulate.mjs's null check), and a second one of the same noise for its prior. */
function nullRows(noise, i, rng) {
  if (noise === 'normal' || noise === 't3') {
    const make = () => {
      const draw = () => Math.exp(0.01 * (noise === 't3' ? rng.studentT3() : rng.normal()));
      return { round: () => ({ base: [draw()], head: [draw()] }) };
    };
    return { row: make(), calibration: make() };
  }
  if (noise === 'slow drift') {
    const make = () => {
      let t = 0;
      let r = 0;
      const execution = () => [Math.exp(0.005 * t++ + 0.01 * rng.normal())];
      return {
        round() {
          const [first, second] = [execution(), execution()];
          return r++ % 2 === 0 ? { base: first, head: second } : { base: second, head: first };
        },
      };
    };
    return { row: make(), calibration: make() };
  }
  const neighbour = noise === 'real, noisy neighbour' || noise === 'long neighbour';
  const spell = noise === 'long neighbour' ? { spell: 30 } : {};
  const row = createRow({
    seed: SEED * 31 + i,
    change: 0,
    neighbour,
    perRound: 1,
    noiseMax: NOISE_MAX,
    ...spell,
  });
  // The prior from a quiet hour, whatever the row's noise now.
  const calibration = createRow({
    seed: SEED * 37 + i,
    change: 0,
    neighbour: false,
    perRound: 1,
    sigma: row.sigma,
  });
  return { row, calibration };
}

function nullCheck(judge, policy, noise, rows, factor) {
  const rng = createRng(SEED * 7919 + noise.length);
  const firstCross = [];
  for (let i = 0; i < rows; i++) {
    const { row, calibration } = nullRows(noise, i, rng);
    const sd = calibratedSpread(calibration) * factor;
    const never = { ...withPrior(judge, policy, sd), threshold: () => Infinity };
    const paired = { key: 'r', benchmark: 'r', primary: true, direction: 'smaller', rounds: [] };
    for (let look = 1; look <= policy.maxRounds; look++) {
      paired.rounds.push(row.round());
      if (look < policy.minRounds) continue;
      const d = judge.judgeSequential([paired], never, look)[0];
      if (d.significant && d.change.estimate > 0) {
        firstCross.push(look);
        break;
      }
    }
  }
  const byLook = Object.fromEntries(NULL_LOOKS.map((n) => [n, firstCross.filter((l) => l <= n).length]));
  return { noise, factor, rows, byLook, slowerAlpha: policy.alpha / 2 };
}

function tally(outcomes) {
  const count = (s) => outcomes.filter((o) => o.state === s).length;
  const quiet = outcomes.filter((o) => o.sigma <= 0.015);
  return {
    rows: outcomes.length,
    regression: count('regression'),
    unchanged: count('unchanged'),
    priorUsed: outcomes.filter((o) => o.prior === true).length,
    executionsMedian: median(outcomes.map((o) => o.executions)),
    executionsTotal: outcomes.reduce((a, o) => a + o.executions, 0),
    settledMedian: median(outcomes.map((o) => o.settledAt)),
    quietRows: quiet.length,
    quietExecutionsMedian: quiet.length ? median(quiet.map((o) => o.executions)) : undefined,
  };
}

async function main() {
  const judge = await import(await bundleEntry('bench/sequential/judge.ts', 'sequential-judge'));
  const policy = { ...judge.DEFAULT_SEQUENTIAL, threshold: () => THRESHOLD };
  const started = Date.now();
  const results = ARMS.map((arm, a) => {
    const out = { arm };
    for (const prior of PRIORS) {
      const outcomes = [];
      for (let i = 0; i < arm.rows; i++) outcomes.push(runRow(judge, policy, arm, a, i, prior.factor));
      out[prior.key] = tally(outcomes);
    }
    console.error(`${arm.name}: done (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    return out;
  });
  const nulls = [];
  for (const prior of PRIORS.filter((p) => p.factor !== undefined))
    for (const noise of NULL_NOISES)
      nulls.push({ prior: prior.label, ...nullCheck(judge, policy, noise, args.null, prior.factor) });
  console.error(`null check: done (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  writeFileSync(
    outPath('sequential', 'prior.json'),
    JSON.stringify(
      { seed: SEED, noiseMax: NOISE_MAX, rule: judge.DEFAULT_PRIOR_RULE, results, nulls },
      null,
      2,
    ),
  );
  process.stdout.write(render(results, nulls));
}

function render(results, nulls) {
  const header = ['arm', 'outcome', ...PRIORS.map((p) => p.label)];
  const rows = [];
  for (const r of results) {
    const key = r.arm.change === 0 ? 'false alarms' : 'detected';
    rows.push([r.arm.name, key, ...PRIORS.map((p) => formatRate(r[p.key].regression, r[p.key].rows))]);
    rows.push(['', 'unchanged', ...PRIORS.map((p) => formatRate(r[p.key].unchanged, r[p.key].rows))]);
    rows.push([
      '',
      'prior used at the deciding look',
      ...PRIORS.map((p) => formatRate(r[p.key].priorUsed, r[p.key].rows)),
    ]);
    rows.push(['', 'settled at round, median', ...PRIORS.map((p) => String(r[p.key].settledMedian))]);
    rows.push(['', 'executions per row, median', ...PRIORS.map((p) => String(r[p.key].executionsMedian))]);
    rows.push([
      '',
      'executions per row ≤ 1.5% per sample, median',
      ...PRIORS.map((p) => String(r[p.key].quietExecutionsMedian)),
    ]);
  }
  const total = (k) => results.reduce((a, r) => a + r[k].executionsTotal, 0);
  const nullHeader = [
    'prior',
    'A/A noise',
    'rows',
    ...NULL_LOOKS.map((n) => `by look ${n}`),
    'slower side, alpha',
  ];
  const nullRowsOut = nulls.map((n) => [
    n.prior,
    n.noise,
    String(n.rows),
    ...NULL_LOOKS.map((l) => formatRate(n.byLook[l], n.rows)),
    `${(100 * n.slowerAlpha).toFixed(2)}%`,
  ]);
  return [
    `Noise prior simulation: seed ${SEED}; rows' noise 0.3%–${100 * NOISE_MAX}% per sample; the default policy, threshold ${100 * THRESHOLD}%, ${CONFIRM} confirmation rounds for flags${args['early-flags'] === 'stand' ? " but the early branch's" : ''}; prior rule ${JSON.stringify(results.length ? 'DEFAULT_PRIOR_RULE' : '')}.`,
    '',
    table(header, rows),
    '',
    `Executions in total: ${PRIORS.map((p) => `${p.label} ${total(p.key)}`).join(', ')}.`,
    '',
    'The tests alone (no threshold, no stopping, a look after every round), with each prior: A/A rows that crossed the regression boundary in the slower direction by each look.',
    '',
    table(nullHeader, nullRowsOut),
    '',
  ].join('\n');
}

await main();
