import type { RoundDesign } from '../compare/paired-rounds.js';
import { mergeResults } from '../model/merge.js';
import type { MachineInfo, Results } from '../model/results.js';
import type { RunnerPreset } from '../run/preset.js';
import type { SideRun } from '../run/ab-run.js';
import { median } from '../stats/index.js';

/** The load per core before and after the rounds, recorded in the results. */
export interface RunLoad {
  before: number;
  after: number;
}

/**
 * One side's rounds as one Results, with where and how they were measured;
 * the design as roundDesignOf (src/compare/paired-rounds.ts) reads it back,
 * so that a comparison of the files judges them as the run did.
 */
export function sideResults(s: SideRun, preset: RunnerPreset, load: RunLoad, design?: RoundDesign): Results {
  const perRound = preset.repetitions.samples === 'median' ? s.rounds.map(roundMedians) : s.rounds;
  const asSamples = perRound.length > 1 ? perRound.map(summariesAsSamples) : perRound;
  const merged = mergeResults(asSamples.map(tagRound));
  // The design keys are benchgate's alone: a benchmark process that writes
  // benchgate JSON (a `command` runner) must not set the rounds or the alpha
  // its own comparison is judged by.
  const {
    maxRounds: _m,
    confirmFrom: _c,
    reopenFrom: _o,
    sequentialAlpha: _a,
    runCost: _r,
    noisePrior: _p,
    earlyFlagsConfirmed: _e,
    ...measured
  } = merged.context;
  merged.context = {
    ...measured,
    commit: s.commit,
    ...(s.fingerprint
      ? {
          machine: { ...hardwareOnly(measured.machine), ...s.fingerprint.machine },
          toolchain: s.fingerprint.toolchain,
        }
      : {}),
    runner: preset.name,
    rounds: s.rounds.length,
    ...(design ? { maxRounds: design.maxRounds } : {}),
    ...(design?.confirmFrom !== undefined ? { confirmFrom: design.confirmFrom } : {}),
    ...(design?.reopenFrom !== undefined ? { reopenFrom: design.reopenFrom } : {}),
    ...(design?.alpha !== undefined ? { sequentialAlpha: design.alpha } : {}),
    ...(design?.cost ? { runCost: design.cost } : {}),
    ...(design?.prior ? { noisePrior: design.prior } : {}),
    ...(design?.earlyFlagsConfirmed === false ? { earlyFlagsConfirmed: false } : {}),
    repetitions: `${preset.repetitions.perRound} ${preset.repetitions.unit} per round`,
    load: { before: round2(load.before), after: round2(load.after) },
  };
  return merged;
}

/** Runs of one benchmark on one side in one round, over both sides' rounds so far, those a narrowed round ran besides the asked ones too. */
export function benchmarkRuns(sides: readonly (SideRun | undefined)[]): number {
  let runs = 0;
  for (const side of sides) {
    for (const [i, round] of (side?.rounds ?? []).entries())
      runs += round.benchmarks.length + (side?.besidesByRound?.[i] ?? 0);
  }
  return runs;
}

/** Every sample of round `index` says so (Metric.rounds): the comparison pairs the sides by round. */
function tagRound(r: Results, index: number): Results {
  return {
    ...r,
    benchmarks: r.benchmarks.map((b) => ({
      ...b,
      metrics: b.metrics.map((m) => (m.samples.length ? { ...m, rounds: m.samples.map(() => index) } : m)),
    })),
  };
}

/** One sample per metric and round: the median of the round's samples (see RepetitionSpec.samples). */
function roundMedians(r: Results): Results {
  return {
    ...r,
    benchmarks: r.benchmarks.map((b) => ({
      ...b,
      metrics: b.metrics.map((m) => (m.samples.length > 1 ? { ...m, samples: [median(m.samples)] } : m)),
    })),
  };
}

/**
 * Tools that print only a summary (libtest, benchmark.js, JMH text) give one
 * center per round: over several rounds those centers are the samples, and the
 * rank test runs on them, as on Go's -count lines.
 */
function summariesAsSamples(r: Results): Results {
  return {
    ...r,
    benchmarks: r.benchmarks.map((b) => ({
      ...b,
      metrics: b.metrics.map((m) =>
        m.samples.length === 0 && m.summary
          ? {
              unit: m.unit,
              ...(m.name !== undefined ? { name: m.name } : {}),
              direction: m.direction,
              samples: [m.summary.center],
            }
          : m,
      ),
    })),
  };
}

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}

/** What a benchmark process says of its machine, without a label: the label is the workflow's (the action's `machine` input). */
function hardwareOnly(machine: MachineInfo | undefined): MachineInfo {
  const { label: _label, ...hardware } = machine ?? {};
  return hardware;
}
