// The sequential-rounds simulation: the same simulated rows judged by the
// fixed design (20 rounds × 2 samples per side pooled, Mann–Whitney U with
// Benjamini–Hochberg across a suite, 3 confirmation rounds), by the rank rule
// alone (the sequential default until 2026-11-27: from round 5, 3
// confirmation rounds for every flag) and by the default of
// src/stats/sequential.ts (the rank rule and the early t branch, alpha split
// between them), with four confirmation policies: the early branch's flags
// by confirmEarlyRegression and the rank test's by confirmRegression (the
// default where the runner's processes can settle in modes, as the pipeline
// does), every flag by confirmRegression over all rounds, the early branch's
// flags not confirmed (the default where the runner's processes measure in
// one mode, src/pipeline/judge.ts confirmsEarlyFlags), and none; and the
// default with two-humped rows judged by mode
// (two-humped-rounds: a row the rule leaves inconclusive goes to the compare
// engine, src/compare/two-humped-rounds.ts, which runs it on or judges it by
// mode, and confirms flags as the pipeline does; docs/statistics.md,
// "Two-humped rows on paired rounds"). `reopen` is the JIT harnesses'
// default since 2026-12-06 (src/pipeline/reopened-rounds.ts): an early flag
// the confirmation rounds do not confirm leaves the row to run on, once,
// where `next` (the default until then) ends it inconclusive.
//
//   node bench/sequential/simulate.mjs [--seed 1] [--aa 10000] [--ab 2000] [--per-round 1] [--max-rounds 40] [--null 20000] [--noise-max 0.04] [--share S] [--equivalence-share S] [--decay D] [--front S,S] [--equivalence-decay D] [--equivalence-front S,S] [--equivalence-trim true|false] [--pooled] [--null-rank] [--rules next,reopen]
//
// --noise-max sets the noisiest rows' spread per sample (rows are drawn
// log-uniform from 0.3% to it): 0.04 for a quiet dedicated machine, 0.15 for
// rows as noisy as this shared machine's short runs. The null check runs
// the tests alone (no threshold, no stopping) on A/A rows of seven kinds of
// noise and reports how often each crossed by each look, against the alpha
// the design spent by then; the equivalence check does the same for the
// other error, rows of those kinds slowed by exactly the threshold and
// called unchanged.
//
// Writes the Markdown table to stdout and bench/out/sequential/result.json.
import { writeFileSync } from 'node:fs';
import { bundleEntry } from '../lib/bundle.mjs';
import { outPath } from '../lib/paths.mjs';
import { median, formatRate } from '../lib/stats.mjs';
import { table } from '../lib/markdown.mjs';
import { createRng, createRow } from './noise.mjs';
import { confirmFlag, runOn } from './run-on.mjs';
import { parseBenchArgs, sharesOf } from '../lib/args.mjs';

const { values: args } = parseBenchArgs(import.meta.url, {
  seed: { type: 'integer', default: 1 },
  aa: { type: 'integer', default: 10000 },
  ab: { type: 'integer', default: 2000 },
  'per-round': { type: 'integer', default: 1 },
  'max-rounds': { type: 'integer', default: 40 },
  share: { type: 'number' },
  'equivalence-share': { type: 'number' },
  decay: { type: 'number' },
  // The early regression test's fixed shares for its first looks, comma-separated ("0.2,0.6"; "none": the decay alone).
  front: { type: 'string' },
  'equivalence-decay': { type: 'number' },
  // The equivalence interval's fixed shares for its first looks, comma-separated, as --front.
  'equivalence-front': { type: 'string' },
  // 'false': the equivalence interval on the plain mean at every look (EarlyBranch.equivalenceTrim).
  'equivalence-trim': { type: 'choice', choices: ['true', 'false'] },
  // The early branch's untrimmed looks as the pooled two-sample t on every row (EarlyBranch.pooled, no gate).
  pooled: { type: 'boolean', default: false },
  'null-rank': { type: 'boolean', default: false },
  null: { type: 'integer', default: 20000 },
  alpha: { type: 'number' },
  // The regression test's spending: a power-family rho, or 'pocock'.
  rho: { type: 'string' },
  'noise-max': { type: 'number', default: 0.04 },
  // Only these rules beside the fixed design, comma-separated keys (rank, next, reopen, confirmAll, earlyUnconfirmed, confirmNone, modes).
  rules: { type: 'string' },
});
// A rho that is neither 'pocock' nor a number would judge every row with a NaN spending.
if (args.rho !== undefined && args.rho !== 'pocock' && !Number.isFinite(Number(args.rho))) {
  console.error(`bench/sequential/simulate.mjs: --rho wants a number or pocock, got "${args.rho}"`);
  process.exit(2);
}
const SEED = args.seed;
const PER_ROUND = args['per-round'];
const NOISE_MAX = args['noise-max'];
const TODAY = { rounds: 20, perRound: 2, confirm: 3, suite: 10 };
const CONFIRM = 3;
const THRESHOLD = 0.05;

async function loadJudge() {
  return import(await bundleEntry('bench/sequential/judge.ts', 'sequential-judge'));
}

const ARMS = [];
for (const neighbour of [false, true]) {
  const tag = neighbour ? 'noisy neighbour' : 'quiet';
  ARMS.push({ name: `A/A, ${tag}`, change: 0, neighbour, rows: args.aa });
  for (const change of [0.03, 0.05, 0.1]) {
    ARMS.push({ name: `+${change * 100}%, ${tag}`, change, neighbour, rows: args.ab });
  }
}
// Two-humped processes (noise.mjs `humps`): a 30% gap between the humps, the
// size the JMH example's writeOnly forks showed; no test on three rounds can
// tell three head forks in the slow hump from a regression.
const HUMPS = 0.3;
ARMS.push({
  name: 'A/A, two-humped processes',
  change: 0,
  neighbour: false,
  humps: HUMPS,
  rows: args.aa,
});
ARMS.push({
  name: '+30%, two-humped processes',
  change: 0.3,
  neighbour: false,
  humps: HUMPS,
  rows: args.ab,
});

/** Row seeds differ per arm and row; each rule draws its own samples from a row of the same noise level. */
const seedOf = (arm, i, rule) => SEED * 1_000_003 + arm * 100_000 + i * 2 + rule;

/**
 * One row through the round loop: a look after every round from the
 * policy's first, then confirmation rounds for a regression when `confirm`
 * says so for that decision ('replicate': the early branch's flags by
 * confirmEarlyRegression, the rank test's by confirmRegression, as the
 * pipeline does; 'all': every flag by confirmRegression; 'early': only rows
 * the rank test alone would not have flagged yet skip it; 'none').
 */
function runSequential(judge, policy, confirm, arm, armIndex, i, modes = false, reopen = false) {
  const row = createRow({
    seed: seedOf(armIndex, i, 0),
    change: arm.change,
    neighbour: arm.neighbour,
    perRound: PER_ROUND,
    noiseMax: NOISE_MAX,
    humps: arm.humps ?? 0,
  });
  const paired = { key: 'r', benchmark: 'r', primary: true, direction: 'smaller', rounds: [] };
  let decision;
  // With `modes`, the compare engine's verdict of a row judged by mode (or left to the paired rule).
  let byModes;
  // The regression boundary crossed in the worse direction at a look made, threshold or not: the test's own error.
  let crossed = false;
  for (let look = 1; look <= policy.maxRounds; look++) {
    paired.rounds.push(row.round());
    if (look < policy.minRounds) continue;
    decision = judge.judgeSequential([paired], policy, look)[0];
    if (decision.significant && decision.change.estimate > 0) crossed = true;
    byModes = undefined;
    if (decision.state === 'open') continue;
    // The compare engine decides whether a row the paired rule closed runs on to be judged by mode.
    if (!modes || decision.state !== 'inconclusive') break;
    byModes = judge.judgeRoundsByModes(paired.rounds, policy.maxRounds);
    if (!byModes.open) break;
  }
  let state = byModes?.verdict ?? decision.state;
  const flagged = state === 'regression';
  if (modes && flagged) {
    // Every flag runs the confirmation rounds; the compare engine judges all of them (src/compare/paired-rounds.ts).
    const n = paired.rounds.length;
    for (let c = 0; c < CONFIRM; c++) paired.rounds.push(row.round());
    state = judge.judgeRoundsByModes(paired.rounds, policy.maxRounds, n).verdict;
    return outcomeOf(state, flagged, crossed, decision, paired, byModes);
  }
  const confirms =
    confirm === 'all' || confirm === 'replicate' || (confirm === 'early' && decision.early !== true);
  if (state === 'regression' && confirms) {
    const early = confirm === 'replicate' && decision.early === true;
    state = confirmFlag(judge, policy, paired, row, early, CONFIRM);
    // `reopen`: an early flag those rounds leave inconclusive runs on, once (src/pipeline/reopened-rounds.ts).
    if (reopen && early && state === 'inconclusive') {
      const after = runOn(judge, policy, paired, row, CONFIRM);
      state = after.state;
      decision = after.decision ?? decision;
    }
  }
  return outcomeOf(state, flagged, crossed, decision, paired, byModes);
}

function outcomeOf(state, flagged, crossed, decision, paired, byModes) {
  return {
    state,
    flagged,
    crossed,
    futile: decision.futile === true,
    byModes: byModes?.modes === true,
    settledAt: decision.rounds,
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
        humps: arm.humps ?? 0,
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

/** The kinds of A/A noise of the null check: both sides of a round from one distribution. */
const NULL_NOISES = [
  'normal',
  't3',
  'real, quiet',
  'real, noisy neighbour',
  'slow drift',
  'long neighbour',
  'two-humped processes',
];

/**
 * One A/A row of a kind of noise for the null check, as round(): normal and
 * t(3) draws at 1% per sample; real-shaped rows (noise.mjs, with one-sided
 * spikes); a slow drift that moves the level by half the row's noise every
 * execution, so that the second side of every round is slower (the ABBA
 * order turns that into a bias that alternates between rounds); and a
 * neighbour whose spells last about thirty executions, fifteen rounds.
 */
function nullRow(noise, i, rng, change = 0) {
  const slower = (xs) => xs.map((x) => x * (1 + change));
  if (noise === 'normal' || noise === 't3') {
    const draw = () => Math.exp(0.01 * (noise === 't3' ? rng.studentT3() : rng.normal()));
    return { round: () => ({ base: [draw()], head: slower([draw()]) }) };
  }
  if (noise === 'slow drift') {
    let t = 0;
    let r = 0;
    const execution = () => [Math.exp(0.005 * t++ + 0.01 * rng.normal())];
    return {
      round() {
        const [first, second] = [execution(), execution()];
        return r++ % 2 === 0 ? { base: first, head: slower(second) } : { base: second, head: slower(first) };
      },
    };
  }
  return createRow({
    seed: SEED * 31 + i,
    change,
    neighbour: noise === 'real, noisy neighbour' || noise === 'long neighbour',
    perRound: PER_ROUND,
    noiseMax: NOISE_MAX,
    ...(noise === 'long neighbour' ? { spell: 30 } : {}),
    ...(noise === 'two-humped processes' ? { humps: HUMPS } : {}),
  });
}

/**
 * The tests' own error, without the threshold and without stopping: A/A
 * rows looked at after every round; the look at which each first crossed its
 * boundary in the slower direction, so that the share crossed by every look
 * can be set against the alpha spent by then (half the two-sided alpha: the
 * slower side).
 */
function nullCheck(judge, policy, noise, rows) {
  const never = { ...policy, threshold: () => Infinity };
  const rng = createRng(SEED * 7919 + noise.length);
  const first = firstLooks(
    judge,
    never,
    rows,
    (i) => nullRow(noise, i, rng),
    (d) => d.significant && d.change.estimate > 0,
  );
  return { noise, rows, ...first, slowerAlpha: policy.alpha / 2 };
}

/**
 * The other error, "unchanged" when the row changed: rows of each kind of
 * noise slowed by exactly the threshold, the hardest case for the
 * equivalence intervals (any larger change is called unchanged less often),
 * judged with the threshold and without stopping; the look at which each
 * was first called unchanged (the decision interval wholly inside
 * ±threshold), against the half of equivalenceAlpha the design allows that
 * side over all looks.
 */
function equivalenceCheck(judge, policy, noise, rows) {
  const rng = createRng(SEED * 104729 + noise.length);
  const first = firstLooks(
    judge,
    policy,
    rows,
    (i) => nullRow(noise, i, rng, THRESHOLD),
    (d) => d.state === 'unchanged',
  );
  return { noise, rows, ...first, slowerAlpha: policy.equivalenceAlpha / 2 };
}

/**
 * Rows made by rowOf, each judged after every round with no stopping until
 * `hit` holds of its decision: how many it held for by each of NULL_LOOKS,
 * and in all (`crossed`).
 */
function firstLooks(judge, policy, rows, rowOf, hit) {
  const first = [];
  for (let i = 0; i < rows; i++) {
    const row = rowOf(i);
    const paired = { key: 'r', benchmark: 'r', primary: true, direction: 'smaller', rounds: [] };
    for (let look = 1; look <= policy.maxRounds; look++) {
      paired.rounds.push(row.round());
      if (look < policy.minRounds) continue;
      if (hit(judge.judgeSequential([paired], policy, look)[0])) {
        first.push(look);
        break;
      }
    }
  }
  const byLook = Object.fromEntries(
    NULL_LOOKS.filter((n) => n <= policy.maxRounds).map((n) => [n, first.filter((l) => l <= n).length]),
  );
  return { crossed: first.length, byLook };
}

/** Looks at which the null check reports the share crossed so far. */
const NULL_LOOKS = [3, 4, 5, 8, 12, 20, 40];

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
    byModes: outcomes.filter((o) => o.byModes).length,
    undecided: outcomes.length - count('regression') - count('improvement') - count('unchanged'),
    executionsMedian: median(ex),
    executionsTotal: ex.reduce((a, b) => a + b, 0),
    settledMedian:
      outcomes[0]?.settledAt === undefined ? undefined : median(outcomes.map((o) => o.settledAt)),
  };
}

/** The rules judged on the same rows: the previous default, and the default with its three confirmation policies. */
function rulesOf(judge) {
  const threshold = () => THRESHOLD;
  const base = {
    ...judge.DEFAULT_SEQUENTIAL,
    ...(args.alpha ? { alpha: args.alpha } : {}),
    ...(args.rho ? { regressionRho: args.rho === 'pocock' ? undefined : Number(args.rho) } : {}),
    maxRounds: args['max-rounds'],
    threshold,
  };
  const early = {
    ...base.early,
    ...(args.share ? { share: args.share } : {}),
    ...(args['equivalence-share'] ? { equivalenceShare: args['equivalence-share'] } : {}),
    ...(args.decay ? { decay: args.decay } : {}),
    ...(args.front ? { front: args.front === 'none' ? undefined : sharesOf(args.front) } : {}),
    ...(args['equivalence-decay'] ? { equivalenceDecay: args['equivalence-decay'] } : {}),
    ...(args['equivalence-front']
      ? {
          equivalenceFront:
            args['equivalence-front'] === 'none' ? undefined : sharesOf(args['equivalence-front']),
        }
      : {}),
    ...(args['equivalence-trim'] ? { equivalenceTrim: args['equivalence-trim'] === 'true' } : {}),
    // On every row: the simulated rows have no noise prior, which the default's gate asks for.
    ...(args.pooled ? { pooled: true, pooledGate: undefined } : {}),
  };
  const next = { ...base, early };
  const rank = { ...base, early: undefined, minRounds: 5 };
  return {
    policies: { rank, next },
    rules: [
      { key: 'rank', label: 'rank alone, 5–max + 3', policy: rank, confirm: 'all' },
      {
        key: 'next',
        label:
          'JIT harnesses until 2026-12-06 (early flags: all rounds or replicated; unconfirmed, inconclusive)',
        policy: next,
        confirm: 'replicate',
      },
      {
        key: 'reopen',
        label: 'default, JIT harnesses (an early flag left unconfirmed runs on)',
        policy: next,
        confirm: 'replicate',
        reopen: true,
      },
      { key: 'confirmAll', label: 'every flag over all rounds', policy: next, confirm: 'all' },
      {
        key: 'earlyUnconfirmed',
        label: 'default, compiled harnesses (early flags unconfirmed)',
        policy: next,
        confirm: 'early',
      },
      { key: 'confirmNone', label: 'no confirmation', policy: next, confirm: 'none' },
      {
        key: 'modes',
        label: 'default + two-humped rows by mode',
        policy: next,
        confirm: 'replicate',
        modes: true,
      },
    ],
  };
}

async function main() {
  const judge = await loadJudge();
  const { policies, rules: every } = rulesOf(judge);
  const asked = args.rules?.split(',');
  const unknown = asked?.filter((k) => !every.some((r) => r.key === k)) ?? [];
  if (unknown.length > 0) {
    console.error(
      `bench/sequential/simulate.mjs: --rules: unknown ${unknown.join(', ')} (known: ${every.map((r) => r.key).join(', ')})`,
    );
    process.exit(2);
  }
  const rules = asked ? every.filter((r) => asked.includes(r.key)) : every;
  const started = Date.now();
  const results = [];
  ARMS.forEach((arm, a) => {
    const out = { arm };
    for (const rule of rules) {
      const outcomes = [];
      for (let i = 0; i < arm.rows; i++)
        outcomes.push(runSequential(judge, rule.policy, rule.confirm, arm, a, i, rule.modes, rule.reopen));
      out[rule.key] = tally(outcomes);
    }
    const today = [];
    for (let i = 0; i < arm.rows; i += TODAY.suite)
      today.push(...runToday(judge, arm, a, i, Math.min(TODAY.suite, arm.rows - i)));
    out.today = tally(today);
    results.push(out);
    console.error(`${arm.name}: done (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  });
  const nulls = [];
  // The rank test alone is checked only on request (--null-rank): its boundaries are unchanged since 2026-11-26.
  for (const [key, policy] of Object.entries(policies).filter(([k]) => k === 'next' || args['null-rank']))
    for (const noise of NULL_NOISES) nulls.push({ rule: key, ...nullCheck(judge, policy, noise, args.null) });
  const atThreshold = NULL_NOISES.map((noise) => equivalenceCheck(judge, policies.next, noise, args.null));
  const settings = {
    seed: SEED,
    perRound: PER_ROUND,
    noiseMax: NOISE_MAX,
    policy: { ...policies.next, threshold: THRESHOLD },
    today: TODAY,
  };
  const labels = [['today', 'fixed 20 + 3, pooled'], ...rules.map((r) => [r.key, r.label])];
  writeFileSync(
    outPath('sequential', 'result.json'),
    JSON.stringify({ settings, results, nulls, atThreshold }, null, 2),
  );
  process.stdout.write(render(results, settings, nulls, atThreshold, labels));
}

function render(results, settings, nulls, atThreshold, labels) {
  const rate = (x, k) => formatRate(x[k], x.rows);
  const sequential = labels.slice(1);
  const header = ['arm', 'outcome', ...labels.map(([, label]) => label)];
  const rows = [];
  for (const r of results) {
    const key = r.arm.change === 0 ? 'false alarms' : 'detected';
    rows.push([r.arm.name, key, ...labels.map(([k]) => rate(r[k], 'regression'))]);
    rows.push(['', 'before confirmation', ...labels.map(([k]) => rate(r[k], 'flagged'))]);
    rows.push(['', 'unchanged', ...labels.map(([k]) => rate(r[k], 'unchanged'))]);
    rows.push(['', 'stopped early (futility)', '–', ...sequential.map(([k]) => rate(r[k], 'futile'))]);
    rows.push(['', 'judged by mode', '–', ...sequential.map(([k]) => rate(r[k], 'byModes'))]);
    rows.push(['', 'settled at round, median', '–', ...sequential.map(([k]) => String(r[k].settledMedian))]);
    rows.push(['', 'executions per row, median', ...labels.map(([k]) => String(r[k].executionsMedian))]);
  }
  const total = (k, which = () => true) =>
    results.filter((r) => which(r.arm)).reduce((acc, r) => acc + r[k].executionsTotal, 0);
  const ratio = (which) =>
    sequential
      .map(([k, label]) => `${label} ${(total('today', which) / total(k, which)).toFixed(2)}x`)
      .join(', ');
  const p = settings.policy;
  const nullHeader = [
    'rule',
    'A/A noise',
    'rows',
    ...NULL_LOOKS.map((n) => `by look ${n}`),
    'slower side, alpha',
  ];
  const byLookRow = (n, rule) => [
    rule,
    n.noise,
    String(n.rows),
    ...NULL_LOOKS.map((l) => (n.byLook[l] === undefined ? '–' : formatRate(n.byLook[l], n.rows))),
    `${(100 * n.slowerAlpha).toFixed(2)}%`,
  ];
  const nullRows = nulls.map((n) => byLookRow(n, n.rule === 'rank' ? 'rank alone' : 'default'));
  const thresholdHeader = ['rule', 'noise', 'rows', ...NULL_LOOKS.map((n) => `by look ${n}`), 'allowed'];
  const thresholdRows = atThreshold.map((n) => byLookRow(n, 'default'));
  return [
    `Sequential rounds simulation: seed ${settings.seed}; rows' noise 0.3%–${100 * settings.noiseMax}% per sample; default: alpha ${p.alpha} (early branch's share ${p.early.share}), equivalence alpha ${p.equivalenceAlpha} (share ${p.early.equivalenceShare}), t looks from ${p.early.firstLook} decaying as n^−${p.early.decay}${p.early.front ? ` after fixed shares ${p.early.front.join(', ')} of the regression test's alpha at the first looks` : ''}, rounds ${p.minRounds}–${p.maxRounds} × ${settings.perRound} sample per side, ${CONFIRM} confirmation rounds where confirmed, threshold ${100 * p.threshold}%; fixed: ${settings.today.rounds} rounds × ${settings.today.perRound} samples per side + ${settings.today.confirm} confirmation, suites of ${settings.today.suite} rows.`,
    '',
    table(header, rows),
    '',
    `Executions in total: ${labels.map(([k, label]) => `${label} ${total(k)}`).join(', ')}.`,
    '',
    `Fewer executions than the fixed design: all arms: ${ratio(() => true)}; quiet arms: ${ratio((a) => !a.neighbour)}; noisy-neighbour arms: ${ratio((a) => a.neighbour)}.`,
    '',
    'The tests alone (no threshold, no stopping, a look after every round): A/A rows that crossed the regression boundary in the slower direction by each look, against the alpha the design spends on that side over all looks.',
    '',
    table(nullHeader, nullRows),
    '',
    `Rows slowed by exactly the threshold (${100 * THRESHOLD}%), judged with it and without stopping: called unchanged by each look, against the half of the equivalence alpha the design allows that side over all looks.`,
    '',
    table(thresholdHeader, thresholdRows),
    '',
  ].join('\n');
}

await main();
