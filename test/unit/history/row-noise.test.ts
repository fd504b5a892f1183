import { describe, expect, it } from 'vitest';
import { priorKey } from '../../../src/compare/paired-rounds.js';
import { historyNoise, NOISE_POINTS } from '../../../src/history/row-noise.js';
import type { HistoryPoint, HistorySeries } from '../../../src/history/types.js';

// A benchmark's noise in the history store: the median of (high − low) /
// center over its last NOISE_POINTS points, per benchmark metric, from the
// series of the run's machine (or those that name none), else the noisiest machine's.

const point = (i: number, low: number | undefined, high: number | undefined): HistoryPoint => ({
  commit: `c${i}`,
  time: `2026-11-${String(i + 1).padStart(2, '0')}T00:00:00Z`,
  center: 100,
  n: 10,
  env: 'e',
  ...(low !== undefined ? { low } : {}),
  ...(high !== undefined ? { high } : {}),
});
const series = (name: string, widths: (number | undefined)[], machine?: string): HistorySeries => ({
  suite: 'p',
  name,
  params: { size: '1KB' },
  unit: 'ns/op',
  direction: 'smaller',
  family: `p.${name}`,
  ...(machine !== undefined ? { machine } : {}),
  points: widths.map((w, i) =>
    w === undefined ? point(i, undefined, undefined) : point(i, 100 - w / 2, 100 + w / 2),
  ),
});
const key = (name: string) => priorKey({ suite: 'p', name, params: { size: '1KB' }, unit: 'ns/op' });

describe('historyNoise', () => {
  it('takes the median relative width of the last points, skipping points without an interval', () => {
    // 25 points: the first 5 (width 50) fall out of the last NOISE_POINTS (20); of the rest, 19 have a width.
    expect(NOISE_POINTS).toBe(20);
    const widths = [...Array(5).fill(50), undefined, ...Array.from({ length: 19 }, (_, i) => i + 1)];
    const noise = historyNoise([series('BenchmarkA', widths, 'runner-1')], 'runner-1');
    expect([...noise]).toEqual([[key('BenchmarkA'), 0.1]]);
  });

  it('reads the run’s machine, over a series that names none, and leaves other machines out', () => {
    const noise = historyNoise(
      [
        series('BenchmarkA', [2, 2, 2]),
        series('BenchmarkA', [8, 8, 8], 'runner-1'),
        series('BenchmarkA', [30], 'runner-2'),
        series('BenchmarkB', [4]),
      ],
      'runner-1',
    );
    expect([...noise].sort()).toEqual([
      [key('BenchmarkA'), 0.08],
      [key('BenchmarkB'), 0.04],
    ]);
  });

  it('takes the noisiest machine’s when the store holds none of the run’s machine', () => {
    const noise = historyNoise(
      [series('BenchmarkA', [8], 'runner-1'), series('BenchmarkA', [30], 'runner-2')],
      'runner-3',
    );
    expect([...noise]).toEqual([[key('BenchmarkA'), 0.3]]);
  });

  it('has nothing for a series with no interval', () => {
    expect(historyNoise([series('BenchmarkA', [undefined, undefined])], 'runner-1').size).toBe(0);
  });
});
