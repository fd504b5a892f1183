import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { parseSelectionConfig, yamlLineOf } from '../../../src/config/selection-config.js';

const read = (text: string) =>
  parseSelectionConfig(parse(text) as Record<string, unknown>, '.github/benchgate.yml', yamlLineOf(text));

describe('parseSelectionConfig', () => {
  it('reads always-run globs and paths rules, a single glob or a list', () => {
    const text = [
      'threshold: 5%',
      'always-run:',
      '  - bench/harness/**',
      '  - Makefile',
      'paths:',
      '  - path: assets/**',
      '    benchmarks: [BenchmarkDecode*, codec/*]',
      '  - path: [a/**, b/*.json]',
      '    benchmarks: BenchmarkB',
    ].join('\n');
    expect(read(text)).toEqual({
      config: {
        alwaysRun: ['bench/harness/**', 'Makefile'],
        paths: [
          { paths: ['assets/**'], benchmarks: ['BenchmarkDecode*', 'codec/*'] },
          { paths: ['a/**', 'b/*.json'], benchmarks: ['BenchmarkB'] },
        ],
      },
      problems: [],
    });
  });

  it('reports every bad entry with its line, and keeps the good ones', () => {
    const text = [
      'always-run:', // 1
      '  - ok/**', // 2
      '  - 7', // 3
      "  - '!neg/**'", // 4
      'paths:', // 5
      '  - path: x/**', // 6
      '  - benchmarks: [B]', // 7
      '    path: y/**', // 8
      '    bench: [C]', // 9
      '  - just a string', // 10
      '  - path: z\\w', // 11
      '    benchmarks: [D]', // 12
    ].join('\n');
    const { config, problems } = read(text);
    expect(config).toEqual({ alwaysRun: ['ok/**'], paths: [{ paths: ['y/**'], benchmarks: ['B'] }] });
    expect(problems.map((p) => `${p.line}: ${p.message}`)).toEqual([
      '3: always-run[1] must be a non-empty path glob',
      '4: always-run[2] "!neg/**": negated globs are not supported',
      '6: paths[0].benchmarks is required: one or a list of benchmark globs',
      '9: paths[1].bench is not a known key (known: path, benchmarks)',
      '10: paths[2] must be a mapping with path and benchmarks',
      '11: paths[3].path[0] "z\\w": use "/" in paths, not "\\"',
    ]);
    expect(problems.every((p) => p.file === '.github/benchgate.yml')).toBe(true);
  });

  it('says what a key must be when it is not a list', () => {
    expect(read('always-run: bench/**\npaths: {}\n').problems.map((p) => `${p.line}: ${p.message}`)).toEqual([
      '1: always-run must be a list of path globs',
      '2: paths must be a list of { path, benchmarks } rules',
    ]);
  });
});
