// Runs a set of commands round after round, interleaved, so that whatever
// else the shared machine is doing hits every command alike; the order
// rotates each round so no command always runs first. The first round is a
// warm-up (page cache, CPU frequency) and is not counted.
import { timeOnce } from './proc.mjs';
import { median, medianInterval } from './stats.mjs';

/**
 * commands: [{ id, cmd, args, okStatus? }]. Returns per command its wall
 * times in seconds and their median.
 */
export function timeInterleaved(commands, { runs, log = console.error }) {
  const times = new Map(commands.map((c) => [c.id, []]));
  for (let round = 0; round <= runs; round++) {
    const order = commands.map((_, i) => commands[(i + round) % commands.length]);
    for (const c of order) {
      const t = timeOnce(c);
      if (round > 0) times.get(c.id).push(t);
    }
    log(`speed: round ${round}/${runs}${round === 0 ? ' (warm-up, not counted)' : ''}`);
  }
  return Object.fromEntries(
    commands.map((c) => [c.id, { times: times.get(c.id), median: median(times.get(c.id)) }]),
  );
}

/**
 * benchgate over the competitor: the ratio of the medians, and the spread
 * of the ratios taken round by round (each round ran both within a second
 * or two, so a round's ratio is little affected by the machine's drift).
 */
export function ratioOf(ours, theirs) {
  const perRound = ours.times.map((t, i) => t / theirs.times[i]);
  return {
    ofMedians: ours.median / theirs.median,
    roundMedian: median(perRound),
    // Where the median round's ratio lies, with at least 95% confidence.
    roundInterval: medianInterval(perRound),
    roundMin: Math.min(...perRound),
    roundMax: Math.max(...perRound),
  };
}
