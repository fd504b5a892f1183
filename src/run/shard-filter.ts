import { execShell } from '../process/exec.js';
import { joinFilter } from './filter-join.js';
import type { RunnerPreset } from './preset.js';
import { selectShard } from './shard.js';

/**
 * The filter for one shard: lists the benchmarks with the tool (go test -list,
 * the JMH jar's -l), keeps those the user's filter selects, takes the stable
 * 1/n by hash of the name, and joins them into the tool's filter syntax.
 */
export async function listShardFilter(
  preset: RunnerPreset,
  projectDir: string,
  userFilter: string,
  shard: { index: number; count: number },
  env: Record<string, string | undefined>,
): Promise<string> {
  if (!preset.list)
    throw new Error(`the ${preset.name} runner cannot list its benchmarks, so it cannot be sharded`);
  const r = await execShell(preset.list.command, { cwd: projectDir, env, timeoutMs: 10 * 60_000 });
  if (r.code !== 0)
    throw new Error(`listing benchmarks failed: ${preset.list.command}\n${r.tail.join('\n')}`);
  const pattern = new RegExp(preset.list.pattern);
  const selectedByUser = userFilter && userFilter !== '.' ? userFilterRegex(userFilter) : undefined;
  const names = r.stdout
    .split('\n')
    .map((line) => pattern.exec(line.trim())?.groups?.name)
    .filter((n): n is string => n !== undefined && (!selectedByUser || selectedByUser.test(n)));
  const mine = selectShard(names, shard);
  if (mine.length === 0) {
    // An empty shard must not fall back to "run everything".
    return preset.filter.join === 'go-bench' ? '^$' : '^benchgate-empty-shard$';
  }
  return joinFilter(mine, preset.filter);
}

/**
 * The user's filter as benchgate applies it to the listed names. Note: a
 * filter it cannot read is an error: silently dropping it would run the
 * shard unfiltered, every benchmark the user meant to leave out included.
 */
function userFilterRegex(filter: string): RegExp {
  try {
    return new RegExp(filter);
  } catch (err) {
    throw new Error(
      `the filter "${filter}" is not a regular expression benchgate can apply to pick the shard's benchmarks: ${(err as Error).message}`,
    );
  }
}
