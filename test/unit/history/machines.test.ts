// Machines as a dimension of the history (issue 33, item 1), on real go test
// output (test/fixtures/go-zero: 8 commits before a change that makes
// BenchmarkSum allocate, 8 after): a pool of two runner CPUs appending in
// turn finds the same steps as one machine, per machine; a toolchain upgrade
// on one machine is an environment change with its measured effect and what
// changed, never a regression.

import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBenchmarkInput } from '../../../src/formats/read.js';
import { detectChanges } from '../../../src/history/change-points.js';
import { familyData } from '../../../src/history/dashboard-data.js';
import { describeEnvironmentChanges } from '../../../src/history/environment-change.js';
import { appendToStore, readStore, seriesKey } from '../../../src/history/store.js';
import type { ChangePoint } from '../../../src/history/types.js';
import { createResults, type Results } from '../../../src/model/results.js';

const root = new URL('../../..', import.meta.url).pathname;
const scratch = mkdtempSync(join(tmpdir(), 'benchgate-machines-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const sha = (i: number) => i.toString(16).padStart(40, 'a');
const time = (i: number) => `2026-11-${String(i).padStart(2, '0')}T12:00:00.000Z`;

const real: Record<string, Results> = {};
beforeAll(async () => {
  for (const side of ['base', 'head'])
    real[side] = createResults(await readBenchmarkInput(join(root, `test/fixtures/go-zero/${side}.txt`)));
});

/** The same real output as measured on another runner: only its context says where. */
const on = (r: Results, machine: Record<string, string>, toolchain?: Record<string, string>): Results => ({
  ...r,
  context: {
    ...r.context,
    machine: { ...r.context.machine, ...machine },
    ...(toolchain ? { toolchain } : {}),
  },
});

/** What a step is, whichever machine found it. */
const step = (c: ChangePoint) =>
  [c.kind, c.commit, c.previousCommit, c.name, c.unit, c.before, c.after].join(' ');

describe('machines', () => {
  it('names an unlabelled machine by its hardware, and a label as given', () => {
    const dir = join(scratch, 'names');
    appendToStore(dir, { commit: sha(1), time: time(1), results: real.base! });
    appendToStore(dir, { commit: sha(1), time: time(1), machine: 'runner-7', results: real.base! });
    expect([...new Set(readStore(dir).series.map((s) => s.machine))]).toEqual([
      'linux/amd64 AMD EPYC',
      'runner-7',
    ]);
  });

  it('finds the same steps in a two-machine history (interleaved appends) as in a one-machine one', () => {
    const one = join(scratch, 'one');
    const two = join(scratch, 'two');
    for (let i = 1; i <= 16; i++) {
      const r = real[i <= 8 ? 'base' : 'head']!;
      appendToStore(one, { commit: sha(i), parent: sha(i - 1), time: time(i), results: r });
      // The pool's two CPUs append every commit in turn.
      appendToStore(two, { commit: sha(i), parent: sha(i - 1), time: time(i), results: r });
      appendToStore(two, {
        commit: sha(i),
        parent: sha(i - 1),
        time: time(i),
        results: on(r, { cpu: 'Intel Xeon' }),
      });
    }
    const alone = detectChanges(readStore(one).series);
    const pooled = detectChanges(readStore(two).series);
    expect(alone.length).toBeGreaterThan(0);
    expect(alone.filter((c) => c.kind === 'environment')).toEqual([]);
    expect(pooled.filter((c) => c.kind === 'environment')).toEqual([]);
    // The dashboard's data say which machine each line and change is.
    const { series } = readStore(two);
    const family = series[0]!.family;
    const chart = familyData(family, series, pooled).charts.find((c) => c.metric === 'B/op')!;
    expect(chart.lines.map((l) => [l.label, l.machine])).toEqual([
      ['100B on linux/amd64 AMD EPYC', 'linux/amd64 AMD EPYC'],
      ['10KB on linux/amd64 AMD EPYC', 'linux/amd64 AMD EPYC'],
      ['100B on linux/amd64 Intel Xeon', 'linux/amd64 Intel Xeon'],
      ['10KB on linux/amd64 Intel Xeon', 'linux/amd64 Intel Xeon'],
    ]);
    expect(chart.changes.map((c) => [chart.lines[c.line]!.machine, c.machine, c.commit])).toEqual(
      chart.changes.map((c) => [c.machine, c.machine, sha(9)]),
    );
    expect(chart.changes).toHaveLength(4);
    for (const machine of ['linux/amd64 AMD EPYC', 'linux/amd64 Intel Xeon'])
      expect(
        pooled
          .filter((c) => c.machine === machine)
          .map(step)
          .sort(),
        machine,
      ).toEqual(alone.map(step).sort());
  });

  it('records a toolchain upgrade on one machine as an environment change with its measured effect', () => {
    const one = join(scratch, 'one-again');
    const upgraded = join(scratch, 'upgraded');
    for (let i = 1; i <= 16; i++) {
      const side = i <= 8 ? 'base' : 'head';
      const go = i <= 8 ? 'go version go1.22.1 linux/amd64' : 'go version go1.23.0 linux/amd64';
      appendToStore(one, { commit: sha(i), time: time(i), results: real[side]! });
      appendToStore(upgraded, { commit: sha(i), time: time(i), results: on(real[side]!, {}, { go }) });
    }
    const steps = detectChanges(readStore(one).series).filter((c) => c.kind !== 'environment');
    const store = readStore(upgraded);
    const found = describeEnvironmentChanges(detectChanges(store.series), store.series, store.environments);
    // Every series breaks at the upgrade, and nothing of it is called a regression.
    expect(found.every((c) => c.kind === 'environment')).toBe(true);
    expect(found.map((c) => [c.commit, c.previousCommit, c.machine])).toEqual(
      found.map(() => [sha(9), sha(8), 'linux/amd64 AMD EPYC']),
    );
    expect(found.map((c) => c.environmentChange)).toEqual(
      found.map(() => ['toolchain go: go version go1.22.1 linux/amd64 -> go version go1.23.0 linux/amd64']),
    );
    // Its effect per benchmark is what the same commits measure as a step on one toolchain.
    const byKey = new Map(found.map((c) => [seriesKey(c), c]));
    expect(steps.length).toBeGreaterThan(0);
    for (const s of steps) {
      const env = byKey.get(seriesKey(s))!;
      expect([env.before, env.after, env.change], seriesKey(s)).toEqual([s.before, s.after, s.change]);
    }
  });

  it('gives a store written before machines were recorded the machine of its newer lines with the same fingerprint', () => {
    const dir = join(scratch, 'legacy');
    appendToStore(dir, { commit: sha(1), time: time(1), results: real.base! });
    appendToStore(dir, { commit: sha(2), time: time(2), results: real.base! });
    const { series } = readStore(dir);
    // Rewritten as an older benchgate wrote it: no machine in its first line.
    const file = join(dir, 'series', readdirFirst(join(dir, 'series')), '2026-11.jsonl');
    const lines = readFileSync(file, 'utf8').split('\n');
    const { machine: _dropped, ...old } = JSON.parse(lines[0]!) as Record<string, unknown>;
    writeFileSync(file, [JSON.stringify(old), ...lines.slice(1)].join('\n'));
    expect(readStore(dir).series.map((s) => [s.machine, s.points.length])).toEqual(
      series.map((s) => [s.machine, s.points.length]),
    );
  });
});

function readdirFirst(dir: string): string {
  return readdirSync(dir).sort()[0]!;
}
