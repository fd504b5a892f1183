// The detection study in `benchgate run`'s shape: collects interleaved
// rounds (collect-rounds.mjs), then judges them (judge-rounds.mjs).
import { collectRounds } from './collect-rounds.mjs';

export async function runRoundsStudy({ bundleJudge, log = console.error, ...settings }) {
  const manifest = collectRounds({ ...settings, log });
  const judgePath = await bundleJudge();
  const { judgeRoundsStudy } = await import('./judge-rounds.mjs');
  return judgeRoundsStudy({ manifest, judgePath, log });
}
