// The pipeline's confirmation and run-on rounds for one simulated row, shared
// by simulate.mjs and simulate-prior.mjs (src/pipeline/run-pipeline.ts
// confirmRegressions, src/pipeline/reopened-rounds.ts): `judge` is the
// bundled judge, `paired` the row's rounds so far, `row` its noise.

/**
 * `count` confirmation rounds after the row's last round, and the state they
 * give a flag: confirmEarlyRegression for the early branch's (`early`),
 * confirmRegression over all rounds for the rank test's.
 */
export function confirmFlag(judge, policy, paired, row, early, count) {
  const n = paired.rounds.length;
  for (let c = 0; c < count; c++) paired.rounds.push(row.round());
  return early
    ? judge.confirmEarlyRegression(paired, n, policy)
    : judge.confirmRegression(paired, policy, n + count);
}

/**
 * A row whose early flag the confirmation rounds left inconclusive runs on,
 * judged at each look over all its rounds, until a look settles it or
 * max-rounds comes; a new flag is confirmed once, by as many of
 * `confirmRounds` rounds as max-rounds leaves. Returns the final state and the last decision (undefined when no
 * round was left).
 */
export function runOn(judge, policy, paired, row, confirmRounds) {
  let decision;
  for (let look = paired.rounds.length + 1; look <= policy.maxRounds; look++) {
    paired.rounds.push(row.round());
    decision = judge.judgeSequential([paired], policy, look)[0];
    if (decision.state !== 'open') break;
  }
  if (!decision || decision.state === 'open') return { state: 'inconclusive', decision };
  if (decision.state !== 'regression') return { state: decision.state, decision };
  const extra = Math.min(confirmRounds, policy.maxRounds - paired.rounds.length);
  return { state: confirmFlag(judge, policy, paired, row, decision.early === true, extra), decision };
}
