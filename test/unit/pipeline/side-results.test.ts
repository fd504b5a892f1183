import { describe, expect, it } from 'vitest';
import { createResults } from '../../../src/model/results.js';
import { sideResults } from '../../../src/pipeline/side-results.js';
import { findPreset, loadPresets } from '../../../src/run/presets.js';

// The design a run records in its results is what a later `benchgate
// compare` of the files judges them by (src/compare/paired-rounds.ts).

const round = (ns: number) =>
  createResults({
    benchmarks: [
      {
        suite: 'p',
        name: 'BenchmarkX',
        params: {},
        metrics: [{ unit: 'ns/op', direction: 'smaller', samples: [ns] }],
      },
    ],
  });
const side = { side: 'head' as const, dir: '/tmp/h', commit: 'abc', rounds: [round(100), round(101)] };
const go = findPreset('go', loadPresets());
const load = { before: 0.1, after: 0.2 };

describe('sideResults', () => {
  it("records the sequential rule's alpha beside maxRounds when the run set one (a bisection's probes)", () => {
    const r = sideResults(side, go, load, { maxRounds: 40, alpha: 0.002 });
    expect([r.context.maxRounds, r.context.sequentialAlpha, r.context.rounds]).toEqual([40, 0.002, 2]);
  });

  it('records no alpha when the run keeps the default, and no design for the fixed design', () => {
    expect(sideResults(side, go, load, { maxRounds: 40 }).context.sequentialAlpha).toBeUndefined();
    const fixed = sideResults(side, go, load).context;
    expect([fixed.maxRounds, fixed.sequentialAlpha]).toEqual([undefined, undefined]);
  });

  it("records that the early branch's flags got no confirmation rounds, and nothing when they did", () => {
    expect(
      sideResults(side, go, load, { maxRounds: 40, earlyFlagsConfirmed: false }).context.earlyFlagsConfirmed,
    ).toBe(false);
    expect('earlyFlagsConfirmed' in sideResults(side, go, load, { maxRounds: 40 }).context).toBe(false);
  });

  it("records the run's noise prior, and drops one a benchmark process wrote into its own results", () => {
    const prior = { source: 'calibration runs on benchgate-data', rows: { k: 0.01 } };
    expect(sideResults(side, go, load, { maxRounds: 40, prior }).context.noisePrior).toEqual(prior);
    const forged = createResults({
      context: { noisePrior: { source: 'me', rows: { k: 1e-9 } } },
      benchmarks: round(100).benchmarks,
    });
    const own = { ...side, rounds: [forged, forged] };
    expect(sideResults(own, go, load, { maxRounds: 40 }).context.noisePrior).toBeUndefined();
  });

  it('drops design keys a benchmark process wrote into its own results: only the run sets them', () => {
    // A `command` runner's benchgate JSON claiming a tiny alpha and a short design.
    const forged = createResults({
      context: {
        maxRounds: 3,
        confirmFrom: 0,
        reopenFrom: 1,
        sequentialAlpha: 1e-9,
        earlyFlagsConfirmed: false,
        goos: 'linux',
      },
      benchmarks: round(100).benchmarks,
    });
    const run = { ...side, rounds: [forged, round(101)] };
    const r = sideResults(run, go, load, { maxRounds: 40 }).context;
    expect([
      r.maxRounds,
      r.confirmFrom,
      r.reopenFrom,
      r.sequentialAlpha,
      r.earlyFlagsConfirmed,
      r.goos,
    ]).toEqual([40, undefined, undefined, undefined, undefined, 'linux']);
    // The run's own reopened rounds are recorded, after its confirmation rounds.
    const own = sideResults(run, go, load, { maxRounds: 40, confirmFrom: 1, reopenFrom: 2 }).context;
    expect([own.confirmFrom, own.reopenFrom]).toEqual([1, 2]);
    const fixed = sideResults(run, go, load).context;
    expect([fixed.maxRounds, fixed.confirmFrom, fixed.sequentialAlpha]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it("keeps the workflow's machine label and drops one a benchmark process wrote: the history's machine is the workflow's", () => {
    const forged = createResults({
      context: { machine: { label: 'forged', cpu: 'from the tool' } },
      benchmarks: round(100).benchmarks,
    });
    const fingerprint = (label?: string) => ({
      machine: { os: 'linux', arch: 'x64', cpu: 'EPYC', cores: 2, ...(label ? { label } : {}) },
      toolchain: {},
    });
    const labelled = { ...side, rounds: [forged], fingerprint: fingerprint('runner-2') };
    expect(sideResults(labelled, go, load).context.machine).toEqual({
      os: 'linux',
      arch: 'x64',
      cpu: 'EPYC',
      cores: 2,
      label: 'runner-2',
    });
    const unlabelled = { ...side, rounds: [forged], fingerprint: fingerprint() };
    expect(sideResults(unlabelled, go, load).context.machine).toEqual({
      os: 'linux',
      arch: 'x64',
      cpu: 'EPYC',
      cores: 2,
    });
  });
});
