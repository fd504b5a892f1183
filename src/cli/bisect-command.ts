import { resolve } from 'node:path';
import { renderBisect, runBisection } from '../bisect/run-bisection.js';
import { toJsonText } from '../model/json-text.js';
import { closeOpenSessions } from '../run/ab-run.js';
import { runWithCleanup, type CleanupSet } from '../run/run-lifecycle.js';
import { parseCommandLine } from './args.js';
import { EXIT, UsageError } from './errors.js';
import { profileSettings } from './profile-options.js';
import { RUN_OPTIONS, runSettings } from './run-command.js';

const USAGE = `Usage: benchgate bisect --good REF --bad REF [run options]

Finds the commit that made the benchmarks slower: the first commit after GOOD
(on the first-parent line up to BAD) whose benchmarks are slower than GOOD's.
Each probe is a benchgate run of GOOD against one commit (interleaved rounds,
its own verdict): the first shows BAD is slower at all and names the rows
that regressed, a binary search follows, and a last probe compares the
culprit with its parent. ⌈log2 n⌉ + 2 probes for n commits. Then the whole
range is accounted for: one probe of the culprit against BAD says which rows
it explains; rows still slower after it (or already slower at its parent)
are bisected in their own part of the range, up to 4 searches, and any left
are named as a change the bisection did not place.

Once the culprits are named, the rows each explains are profiled on it and on
its parent, as benchgate run profiles a pull request's regressions
(interleaved, 2 runs a side, after every probe's verdict; --profile,
--profile-max-rows and --profile-budget apply to each, --profile off skips
it): OUT/culprit-profile/ holds the first culprit's profiles.json and flame
graphs (OUT/culprit-profile-SHA/ each other's), and bisect.json's
culpritProfile names them, for benchgate history issues --culprit to link.

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
  if (values['profile-improvements'] !== undefined)
    throw new UsageError(
      '--profile-improvements does not apply to bisect: it profiles the rows the culprit slowed (docs/profiles.md)',
    );
  const profile = profileSettings(values);
  const cwd = process.cwd();
  const settings = await runSettings(values, cwd);
  const outDir = resolve(values.out ?? 'benchgate-bisect');
  const cleanup: CleanupSet = new Set([closeOpenSessions]);
  return runWithCleanup(
    cleanup,
    async () => {
      const report = await runBisection(values.good!, values.bad!, settings, outDir, profile);
      process.stdout.write(values.json ? toJsonText(report) : renderBisect(report, outDir));
      return report.culprit ? EXIT.ok : EXIT.regression;
    },
    { log: (line) => process.stderr.write(`\n${line}\n`) },
  );
}
