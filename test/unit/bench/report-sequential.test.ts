import { describe, expect, it } from 'vitest';
import { falseAlarmsOf } from '../../../bench/detection/report-sequential.mjs';

// An arm's results as study-sequential.mjs writes them, cut to what the line reads.
const arm = {
  noise: { BenchmarkRegexpMatch: 0.086, BenchmarkMapInsert1K: 0.182 },
  sequential: { falseAlarms: { BenchmarkMapInsert1K: 1, BenchmarkRegexpMatch: 4 } },
};

describe("the study report's false alarms by benchmark", () => {
  it('names each row, most first, with its noise', () => {
    expect(falseAlarmsOf(arm)).toBe(
      ' False alarms (sequential) by benchmark: RegexpMatch 4 (8.6% noise), MapInsert1K 1 (18.2% noise).',
    );
  });

  it("adds a row's slow runs by variant where the study recorded them", () => {
    const slowRuns = { BenchmarkRegexpMatch: { A: [2, 92], A2: [9, 92], B3: [9, 91] } };
    expect(falseAlarmsOf({ ...arm, slowRuns })).toBe(
      ' False alarms (sequential) by benchmark: RegexpMatch 4 (8.6% noise; runs > 3 spreads slow: A 2/92, A2 9/92, B3 9/91), MapInsert1K 1 (18.2% noise).',
    );
  });

  it('says nothing of an arm without false alarms, or judged before they were recorded', () => {
    expect(falseAlarmsOf({ ...arm, sequential: { falseAlarms: {} } })).toBe('');
    expect(falseAlarmsOf({ ...arm, sequential: {} })).toBe('');
  });
});
