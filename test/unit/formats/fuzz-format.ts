// Shared fuzz properties for the benchmark.js, pytest-benchmark, Google
// Benchmark, hyperfine and github-action-benchmark JSON parser tests: whatever
// the input, a parser returns arrays, never throws, names the file in every
// problem, and keeps only finite samples.
import fc from 'fast-check';
import { expect } from 'vitest';
import type { ParsedFile } from '../../../src/formats/types.js';

export type Parse = (text: string, file: string) => ParsedFile;

export function expectWellFormed(result: ParsedFile, file: string): void {
  expect(Array.isArray(result.benchmarks)).toBe(true);
  expect(Array.isArray(result.problems)).toBe(true);
  expect(typeof result.context).toBe('object');
  // Plain checks, one expect each: adversarial inputs give tens of thousands of problems.
  const badProblem = result.problems.find(
    (p) =>
      p.file !== file ||
      !Number.isInteger(p.line) ||
      p.line < 0 ||
      typeof p.message !== 'string' ||
      p.message.length >= 1000,
  );
  expect(badProblem).toBeUndefined();
  const badBenchmark = result.benchmarks.find(
    (b) => !Array.isArray(b.metrics) || b.metrics.some((m) => m.samples.some((s) => !Number.isFinite(s))),
  );
  expect(badBenchmark).toBeUndefined();
}

/** Splices random text into, or cuts random slices out of, one of the fixtures. */
function mutation(fixtures: string[]): fc.Arbitrary<string> {
  return fc
    .record({
      i: fc.nat(fixtures.length - 1),
      at: fc.double({ min: 0, max: 1, noNaN: true }),
      cut: fc.nat(400),
      insert: fc.oneof(
        fc.string(),
        fc.string({ unit: 'binary' }),
        fc.constantFrom('{', '[', '"', ',', ']', '}', '\\', 'x', '\n'),
      ),
    })
    .map(({ i, at, cut, insert }) => {
      const text = fixtures[i];
      const pos = Math.floor(at * text.length);
      return text.slice(0, pos) + insert + text.slice(pos + cut);
    });
}

/** Lines of the fixtures shuffled and repeated: every line a real one, in a wrong order. */
function lineSplice(fixtures: string[]): fc.Arbitrary<string> {
  const lines = fixtures.flatMap((t) => t.split('\n'));
  return fc.array(fc.constantFrom(...lines), { maxLength: 60 }).map((ls) => ls.join('\n'));
}

export function fuzzNeverThrows(parse: Parse, fixtures: string[]): void {
  const file = 'fuzz.out';
  const property = (text: string) => expectWellFormed(parse(text, file), file);
  fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 300 }), property), { numRuns: 300 });
  fc.assert(fc.property(fc.json(), property), { numRuns: 200 });
  fc.assert(fc.property(mutation(fixtures), property), { numRuns: 300 });
  fc.assert(fc.property(lineSplice(fixtures), property), { numRuns: 200 });
}

/** Inputs of 200k characters built to make backtracking regexes or recursion blow up. */
export const ADVERSARIAL: readonly string[] = [
  'x'.repeat(200_000),
  ' x '.repeat(70_000),
  ' x 1,'.repeat(40_000) + ' ops/sec',
  '1,'.repeat(100_000),
  '['.repeat(200_000),
  '['.repeat(100_000) + ']'.repeat(100_000),
  '{"a":'.repeat(40_000),
  '"'.repeat(200_000),
  '\\'.repeat(200_000),
  '{"benchmarks": [' + '{},'.repeat(60_000) + '{}]}',
  '{"results": [' + '1,'.repeat(90_000) + '1]}',
  '[' + '{"name":"a","unit":"ns","value":1},'.repeat(5_000) + '{"name":"a","unit":"ns","value":1}]',
  `{"benchmarks": [{"name": "${'n'.repeat(200_000)}"}]}`,
];

export function expectFastOnAdversarial(parse: Parse): void {
  for (const text of ADVERSARIAL) {
    const started = performance.now();
    const result = parse(text, 'long.out');
    const ms = performance.now() - started;
    expectWellFormed(result, 'long.out');
    expect(ms, `input starting ${JSON.stringify(text.slice(0, 20))} took ${ms} ms`).toBeLessThan(2000);
  }
}
