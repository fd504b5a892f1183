import { describe, expect, it } from 'vitest';
import { findPreset, loadPresets } from '../../../src/run/presets.js';
import { listShardFilter } from '../../../src/run/shard-filter.js';

// The shard's filter comes from the tool's listing (here a printf standing in
// for go test -list) and the user's filter.
const go = findPreset('go', loadPresets());
const preset = {
  ...go,
  list: { command: "printf 'BenchmarkA\\nBenchmarkB\\nBenchmarkC\\n'", pattern: go.list!.pattern },
};

describe('listShardFilter', () => {
  it('keeps the names the user filter selects in the one shard of one', async () => {
    expect(await listShardFilter(preset, '.', 'Benchmark[AB]', { index: 1, count: 1 }, process.env)).toBe(
      '^(?:BenchmarkA|BenchmarkB)$',
    );
  });

  it('refuses a filter it cannot read instead of running the shard unfiltered', async () => {
    await expect(
      listShardFilter(preset, '.', 'Benchmark(A', { index: 1, count: 2 }, process.env),
    ).rejects.toThrow(
      'the filter "Benchmark(A" is not a regular expression benchgate can apply to pick the shard\'s benchmarks: Invalid regular expression',
    );
  });
});
