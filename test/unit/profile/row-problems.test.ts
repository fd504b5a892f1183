import { describe, expect, it } from 'vitest';
import type { CapturedRun } from '../../../src/profile/capture.js';
import { rowProblems } from '../../../src/profile/run-profiles.js';

// A profiled row's problems in profiles.json and the report: every reader's
// problem with its file and line, and what the runs could not do, once.

const run = (file: string, problems: { line: number; message: string }[], notes?: string[]): CapturedRun => ({
  profile: { format: 'pprof', unit: 'ns', stacks: [], problems: problems.map((p) => ({ file, ...p })) },
  file,
  ...(notes ? { notes } : {}),
});

describe('rowProblems', () => {
  it("lists each run's readers' problems with file and line, then each note once", () => {
    const left =
      'the profiled run left out the run\'s arguments: $ at character 7 of "-tags $TAGS" is shell syntax, not a plain word';
    expect(
      rowProblems([
        run('base-1.pprof', [{ line: 0, message: '1 stacks deeper than the frames kept were cut' }], [left]),
        run('head-1.pprof', [], [left]),
        run('base-2.txt', [{ line: 12, message: 'not a perf script sample line' }], [left]),
        run('head-2.pprof', [], [left, 'another']),
      ]),
    ).toEqual([
      'base-1.pprof: 1 stacks deeper than the frames kept were cut',
      'base-2.txt:12: not a perf script sample line',
      left,
      'another',
    ]);
    expect(rowProblems([run('a.pprof', []), run('b.pprof', [])])).toEqual([]);
  });
});
