import type { Coverage, UnseenBenchmark } from '../compare/types.js';

/** Names a title line quotes before it says "and N more". */
const TITLE_NAMES = 3;

/**
 * The one line that says a run is incomplete, for the check's title, the log
 * and the report: "incomplete: 1 benchmark of base not compared
 * (removed: BenchmarkOld)".
 */
export function incompleteLine(coverage: Coverage): string {
  const open = coverage.unseen.filter((u) => u.retired === undefined);
  const names = open.slice(0, TITLE_NAMES).map(unseenText);
  if (open.length > TITLE_NAMES) names.push(`and ${open.length - TITLE_NAMES} more`);
  const n = open.length;
  return `incomplete: ${n} benchmark${n === 1 ? '' : 's'} of base not compared (${names.join('; ')})`;
}

/**
 * Every benchmark not judged on both sides, by name, one line each: removed
 * (with a "renamed?" partner), without a result on a side, retired (with
 * the config's reason), added. Nothing passes unseen.
 */
export function coverageLines(coverage: Coverage): string[] {
  const lines = coverage.unseen.map((u) =>
    u.retired === undefined ? unseenText(u) : `${unseenText(u)}: retired (${u.retired})`,
  );
  for (const label of coverage.added) lines.push(`added: ${label}`);
  return lines;
}

function unseenText(u: UnseenBenchmark): string {
  if (u.kind === 'no-result') return `no result in ${u.side ?? 'head'}: ${u.label}`;
  return u.renamedTo === undefined ? `removed: ${u.label}` : `renamed?: ${u.label} → ${u.renamedTo}`;
}
