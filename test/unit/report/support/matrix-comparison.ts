// A 2,400-row comparison the size of seed 000's matrix, generated
// deterministically from the structure of a real fixture: the suite, name,
// metric units and the scale of the numbers come from the stream benchmark in
// test/fixtures/go/cpu-1-2-4.txt; the params are bench/go-matrix's (blk × msg ×
// max × fill × consumers = 1,200 benchmarks, with ns/op and B/op: 2,400 rows).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compareResults } from '../../../../src/compare/compare.js';
import { DEFAULT_POLICY } from '../../../../src/compare/policy.js';
import type { Comparison } from '../../../../src/compare/types.js';
import { parseLinesOfText } from '../../../support/formats-feed.js';
import { mulberry32 } from '../../../support/seeded-random.js';
import { goFormat } from '../../../../src/formats/go/text.js';
import { createResults, type Benchmark } from '../../../../src/model/results.js';

/** The fixture, found from this file (a bundled copy passes the path instead). */
export const MATRIX_FIXTURE = join(import.meta.dirname, '../../../fixtures/go/cpu-1-2-4.txt');

const BLOCKS = ['2MB', '4MB', '8MB', '16MB'];
const MESSAGES: [string, number][] = [
  ['1KB', 1 << 10],
  ['4KB', 4 << 10],
  ['8KB', 8 << 10],
  ['16KB', 16 << 10],
  ['64KB', 64 << 10],
];
const MAX_BYTES = ['256MB', '1GB', '2GB', '4GB', '8GB'];
const FILLS = ['25', '75'];
const CONSUMERS = [1, 10, 40, 100, 150, 200];
const SAMPLES = 10;

/** The real stream benchmark this matrix is modelled on. */
function template(fixture: string): { suite: string; fn: string; nsPerOp: number } {
  const parsed = parseLinesOfText(goFormat, readFileSync(fixture, 'utf8'), fixture);
  const b = parsed.benchmarks.find((x) => x.name.startsWith('BenchmarkJetStreamBlockSizeMultiConsumer/'));
  if (!b) throw new Error(`${fixture}: the stream benchmark is missing`);
  const ns = b.metrics.find((m) => m.unit === 'ns/op');
  return { suite: b.suite, fn: b.name.split('/')[0]!, nsPerOp: ns!.samples[0]! };
}

/**
 * Head: every 16MB-block benchmark takes 20% longer (as bench/go-matrix's
 * BENCH_MATRIX_SLOWDOWN does), 64KB messages with 100+ consumers 12% less,
 * and 75%-fill 64KB messages allocate 10% more.
 */
export function matrixComparison(fixture = MATRIX_FIXTURE): Comparison {
  const t = template(fixture);
  const rand = mulberry32(0x5eed);
  const noisy = (center: number) =>
    Array.from({ length: SAMPLES }, () => center * (1 + (rand() - 0.5) * 0.04));
  const base: Benchmark[] = [];
  const head: Benchmark[] = [];
  for (const blk of BLOCKS) {
    for (const [msg, bytes] of MESSAGES) {
      for (const max of MAX_BYTES) {
        for (const fill of FILLS) {
          for (const consumers of CONSUMERS) {
            const params = { blk, msg, max, fill, consumers: String(consumers) };
            const name = `${t.fn}/${Object.entries(params)
              .map(([k, v]) => `${k}=${v}`)
              .join('/')}`;
            const ns = t.nsPerOp * Math.sqrt(bytes / 1024) * consumers ** 0.9;
            const slower = (blk === '16MB' ? 1.2 : 1) * (msg === '64KB' && consumers >= 100 ? 0.88 : 1);
            const more = fill === '75' && msg === '64KB' ? 1.1 : 1;
            const make = (nsScale: number, bytesScale: number): Benchmark => ({
              suite: t.suite,
              name,
              params,
              procs: 2,
              metrics: [
                { unit: 'ns/op', direction: 'smaller', samples: noisy(ns * nsScale) },
                {
                  unit: 'B/op',
                  direction: 'smaller',
                  samples: Array(SAMPLES).fill(Math.round((bytes + 48) * bytesScale)),
                },
              ],
            });
            base.push(make(1, 1));
            head.push(make(slower, more));
          }
        }
      }
    }
  }
  return compareResults(
    createResults({ benchmarks: base }),
    createResults({ benchmarks: head }),
    DEFAULT_POLICY,
  );
}
