// `benchgate run`'s verdict flow replayed on collected runs, and the tally
// of its verdicts per trial kind and benchmark. Shared by both designs of
// the study (judge-rounds.mjs and study.mjs).
import { median } from '../lib/stats.mjs';

/** Per trial key (AA, null-in-AB, B3, B5, B10) and benchmark: verdicts before and after confirmation. */
function tallyProtocol(manifest, judged) {
  const slowed = new Set(manifest.slowed.map((b) => `Benchmark${b}`));
  const cells = {};
  const perComparison = { AA: { n: 0, anyFirst: 0, anyFinal: 0 } };
  for (const { comparison, verdict } of judged) {
    const first = new Map(verdict.first.filter((r) => r.unit === 'ns/op').map((r) => [r.name, r]));
    const final = new Map(verdict.final.filter((r) => r.unit === 'ns/op').map((r) => [r.name, r]));
    for (const name of manifest.benchmarks.map((b) => `Benchmark${b}`)) {
      if (!first.has(name) || !final.has(name)) throw new Error(`no ns/op verdict for ${name}`);
      const changed = comparison.kind === 'A/B' && slowed.has(name);
      const key = changed ? comparison.level : comparison.kind === 'A/A' ? 'AA' : 'null-in-AB';
      const c = ((cells[key] ??= {})[name] ??= {
        n: 0,
        first: 0,
        final: 0,
        verdicts: {},
        firstVerdicts: {},
        noisyInconclusive: 0,
        ratios: [],
      });
      const f = first.get(name).verdict;
      const v = final.get(name).verdict;
      if (v === 'inconclusive' && final.get(name).noisy) c.noisyInconclusive++;
      c.n++;
      if (f === 'regression') c.first++;
      if (v === 'regression') c.final++;
      c.verdicts[v] = (c.verdicts[v] ?? 0) + 1;
      c.firstVerdicts[f] = (c.firstVerdicts[f] ?? 0) + 1;
      const pooled = (side) => median(side.flatMap((r) => r.samples[name]));
      c.ratios.push(pooled(comparison.head) / pooled(comparison.base));
    }
    // What a pull request sees: does any row at all (any metric) fail an A/A run?
    if (comparison.kind === 'A/A') {
      const pc = perComparison.AA;
      pc.n++;
      if (verdict.first.some((r) => r.verdict === 'regression')) pc.anyFirst++;
      if (verdict.final.some((r) => r.verdict === 'regression')) pc.anyFinal++;
    }
  }
  return { cells, perComparison };
}

/** Judges a protocol's comparisons (kind, level, base, head, confirmBase, confirmHead) and tallies them. */
export function judgeComparisons(judge, manifest, comparisons, protocol) {
  const judged = comparisons.map((comparison) => ({
    comparison,
    verdict: judge.judgeProtocol(
      comparison.base,
      comparison.head,
      comparison.confirmBase,
      comparison.confirmHead,
      protocol.units,
    ),
  }));
  return {
    protocol,
    comparisons: judged.length,
    windows: judged.filter((j) => j.comparison.kind === 'A/A').length,
    ...tallyProtocol(manifest, judged),
    raw: judged.map(({ comparison, verdict }) => ({
      kind: comparison.kind,
      level: comparison.level,
      window: comparison.window,
      confirmed: verdict.confirmed,
      first: verdict.first,
      final: verdict.final,
    })),
  };
}
