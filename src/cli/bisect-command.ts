import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { commitRange, type CommitInfo } from '../bisect/commit-range.js';
import { probeVerdict, reproduceVerdict, type Target } from '../bisect/probe-verdict.js';
import { bisectCommits, type BisectOutcome, type Probe } from '../bisect/search.js';
import { EMPTY_CONFIG } from '../config/repo-config.js';
import { toJsonText } from '../model/json-text.js';
import { runPipeline } from '../pipeline/run-pipeline.js';
import { closeOpenSessions } from '../run/ab-run.js';
import { runWithCleanup, type CleanupSet } from '../run/run-lifecycle.js';
import { parseCommandLine } from './args.js';
import { EXIT, UsageError } from './errors.js';
import { RUN_OPTIONS, runSettings } from './run-command.js';

const USAGE = `Usage: benchgate bisect --good REF --bad REF [run options]

Finds the commit that made the benchmarks slower: the first commit after GOOD
(on the first-parent line up to BAD) whose benchmarks are slower than GOOD's.
Each probe is a benchgate run of GOOD against one commit (interleaved rounds,
its own verdict): the first shows BAD is slower at all and names the rows
that regressed, a binary search follows, and a last probe compares the
culprit with its parent. ⌈log2 n⌉ + 2 probes for n commits.

  --good REF            the last commit known to be fast
  --bad REF             a commit known to be slow (it must come after GOOD)
  --out DIR             where each probe's outputs and bisect.json go
                        (default: benchgate-bisect)
  --json                print bisect.json instead of the summary

Every option of benchgate run applies to each probe (--runner, --filter,
--max-rounds, --design, --args, --count, --env, -C, --config, ...); pass
--filter with the benchmarks of the change point to keep the probes short.
--base, --head, --head-dir, --base-dir, --record and --shard do not apply.

Exit codes: 0 a culprit was named, 1 BAD is not slower than GOOD here
(nothing to bisect), 2 usage error.`;

const OPTIONS = {
  ...RUN_OPTIONS,
  good: { type: 'string' },
  bad: { type: 'string' },
} as const;

/** bisect.json: the range, every probe with its evidence, and the culprit. */
export interface BisectReport {
  good: string;
  bad: string;
  commits: CommitInfo[];
  probes: (Probe & { outDir: string })[];
  culprit?: CommitInfo & { confirmed: boolean };
}

export async function bisectCommand(args: string[]): Promise<number> {
  const { values } = parseCommandLine(args, OPTIONS, USAGE);
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return EXIT.ok;
  }
  if (!values.good || !values.bad) throw new UsageError(`bisect needs --good and --bad\n\n${USAGE}`);
  for (const flag of ['base', 'head', 'head-dir', 'base-dir', 'record', 'shard'] as const) {
    if (values[flag] !== undefined)
      throw new UsageError(`--${flag} does not apply to bisect: each probe runs --good against one commit`);
  }
  const cwd = process.cwd();
  const settings = await runSettings(values, cwd);
  const outDir = resolve(values.out ?? 'benchgate-bisect');
  const { good: goodSha, commits } = await commitRange(values.good, values.bad, cwd);
  const cleanup: CleanupSet = new Set([closeOpenSessions]);
  return runWithCleanup(
    cleanup,
    async () => {
      let targets: Target[] = [];
      const dirs: string[] = [];
      const outcome: BisectOutcome = await bisectCommits(goodSha, commits, async (base, head, role) => {
        const dir = join(outDir, `probe-${dirs.length + 1}-${head.slice(0, 12)}`);
        dirs.push(dir);
        settings.log(`probe ${dirs.length} (${role}): ${base.slice(0, 12)} against ${head.slice(0, 12)}`);
        const run = await runPipeline({
          ...settings,
          mode: 'ab',
          baseRef: base,
          headRef: head,
          outDir: dir,
          // A probe compares two arbitrary commits of main: every benchmark the filter names runs.
          select: { mode: 'all', config: settings.select?.config ?? EMPTY_CONFIG.selection },
        });
        const comparison = run.comparison!;
        if (role === 'reproduce') {
          const first = reproduceVerdict(comparison);
          targets = first.targets;
          return first.result;
        }
        return probeVerdict(comparison, targets);
      });
      const report: BisectReport = {
        good: goodSha,
        bad: commits.at(-1)!.sha,
        commits,
        probes: outcome.probes.map((p, i) => ({ ...p, outDir: dirs[i]! })),
        ...(outcome.culprit
          ? { culprit: { ...outcome.culprit, confirmed: outcome.confirmed === true } }
          : {}),
      };
      await mkdir(outDir, { recursive: true });
      await writeFile(join(outDir, 'bisect.json'), toJsonText(report));
      process.stdout.write(values.json ? toJsonText(report) : renderBisect(report));
      return report.culprit ? EXIT.ok : EXIT.regression;
    },
    { log: (line) => process.stderr.write(`\n${line}\n`) },
  );
}

/** The summary a person reads: the culprit, then every probe with the rows that decided it. */
export function renderBisect(r: BisectReport): string {
  const short = (sha: string) => sha.slice(0, 12);
  const lines: string[] = [];
  if (r.culprit) {
    lines.push(`culprit: ${short(r.culprit.sha)} ${r.culprit.subject}`);
    lines.push(
      r.culprit.confirmed
        ? '  slower than its parent as well: the slowdown arrives with this commit'
        : '  not clearly slower than its parent: the slowdown may build up over the commits before it',
    );
  } else {
    lines.push(`no culprit: ${short(r.bad)} is not slower than ${short(r.good)} in these runs`);
  }
  lines.push(`${r.commits.length} commits after ${short(r.good)}, ${r.probes.length} probes:`);
  r.probes.forEach((p, i) => {
    lines.push(
      `  ${i + 1}. ${short(p.base)} against ${short(p.head)} (${p.role}): ${p.result.slower ? 'slower' : 'not slower'}`,
    );
    for (const e of p.result.evidence) lines.push(`       ${e}`);
  });
  return `${lines.join('\n')}\n`;
}
