import { resolve } from 'node:path';
import { loadInputs } from '../formats/load-result-files.js';
import { detectChanges } from '../history/change-points.js';
import { commitOrder } from '../history/alert-groups.js';
import { describeEnvironmentChanges } from '../history/environment-change.js';
import { compactStore, DEFAULT_RETENTION, isNewMonth, type RetentionPolicy } from '../history/retention.js';
import { readCalibration } from '../history/calibration-store.js';
import { appendPlan, appendToStore, readStore, type AppendInput } from '../history/store.js';
import { COMMIT_PATTERN, MACHINE_LABEL_PATTERN } from '../history/store-schema.js';
import {
  DEFAULT_RELEASE_PATTERN,
  parseTagRefs,
  TAG_REF_FORMAT,
  type Release,
} from '../history/release-markers.js';
import { git } from '../process/git.js';
import type { ChangePoint } from '../history/types.js';
import { formatChange, formatLevel, formatStep } from '../report/format-number.js';
import { readCulprits } from './culprits-from-bisect.js';
import { publishCulpritProfiles } from './culprit-profiles.js';
import { clientFromEnv, STDERR_LOG } from './github-from-env.js';
import { parseCommandLine } from './args.js';
import { EXIT, UsageError } from './errors.js';
import { calibrationCommand, CALIBRATION_USAGE } from './calibration-command.js';
import { printProblems } from './problems.js';

const USAGE = `Usage:
  benchgate history append STORE RESULTS... --commit SHA [--parent SHA] [--time ISO] [--machine LABEL]
                               [--keep-months N] [--keep-samples-months N]
  benchgate history append --github OWNER/NAME [--branch B] [--path P] RESULTS... --commit SHA ...
  benchgate history changes STORE [--json]
  benchgate history issues STORE --repo OWNER/NAME [--label L]... [--mention LOGIN]... [--dashboard URL]
                               [--culprit bisect.json]... [--profiles-branch B] [--improvements [--improvement-label L]...]
                               [--max-issues N] [--dry-run] [--tags-from DIR [--tag-pattern GLOB]]
  benchgate history dashboard STORE --out DIR [--repository URL] [--tags-from DIR [--tag-pattern GLOB]]
${CALIBRATION_USAGE}

The history of main, in a store directory (docs/history.md): append adds one
commit's results (RESULTS in any format benchgate reads); with --github it
appends to the store at P (default history) on the repository's branch B
(default benchmark-data) through the Git database API, touching only the
files it adds to, never cloning, and again on top when another run pushed
first; --machine names the machine the results were measured on (default its
hardware: OS, architecture, CPU, cores), and each machine has its own series;
on the first append of a month, month files older than --keep-months
(default ${DEFAULT_RETENTION.keepMonths}) are removed and samples older than --keep-samples-months (default
${DEFAULT_RETENTION.keepSamplesMonths}) stripped (0 keeps them; with --github only the removal); changes lists the
change points of every series: regressions, improvements and environment
changes (with their measured effect and what changed), each with the first
commit after it and its machine; a store line that breaks the schema is
skipped with a warning naming it; issues keeps one GitHub issue per
regression change point (opened once, updated, closed when its series are back
for 3 commits, reopened when the step is listed again; at most --max-issues new
issues a run, default 10, the rest listed in one issue; only issues the token's
own identity opened are kept; maintainers triage them with a benchgate:expected,
benchgate:invalid or benchgate:investigating label or a /benchmark expected,
invalid or investigating comment; --dry-run writes nothing and lists in
"planned" what it would do; with
--improvements one per improvement too, labelled benchmark-improvement or
--improvement-label), with the token in GITHUB_TOKEN (and GITHUB_API_URL, GITHUB_SERVER_URL on GitHub
Enterprise); --culprit names the commit a benchgate bisect found (its
bisect.json) on the issue of the change point at its --bad commit, with
the flame graphs of the culprit against its parent committed to branch
--profiles-branch (default benchmark-data) and linked; dashboard
writes the store's static site into DIR (index.html and data/; with
--repository https://github.com/OWNER/NAME, points link to their commits and
regressions to their issues); --tags-from marks the git tags of the checkout
DIR whose name matches --tag-pattern (default *) as releases on the
dashboard's charts and the issues' charts; calibration records an A/A run
(head against itself: --record, the run's --out) or prints, per benchmark and
machine, the per-round noise and the false alarms of the last N A/A runs
(default 20) and the benchmarks whose noise cannot reach their threshold.`;

const SUBCOMMANDS = new Set(['append', 'changes', 'issues', 'dashboard', 'calibration']);

/** --help or -h among the options, before any "--" that ends them. */
function asksForHelp(args: readonly string[]): boolean {
  const end = args.indexOf('--');
  const options = end < 0 ? args : args.slice(0, end);
  return options.includes('--help') || options.includes('-h');
}

export async function historyCommand(args: string[]): Promise<number> {
  const [sub, ...rest] = args;
  if (!sub || sub === '--help' || sub === '-h') {
    process.stdout.write(`${USAGE}\n`);
    return sub ? EXIT.ok : EXIT.usage;
  }
  // `history append --help` asks for help, as `run --help` does: not an unknown option.
  if (SUBCOMMANDS.has(sub) && asksForHelp(rest)) {
    process.stdout.write(`${USAGE}\n`);
    return EXIT.ok;
  }
  if (sub === 'append') return append(rest);
  if (sub === 'changes') return changes(rest);
  if (sub === 'issues') return issues(rest);
  if (sub === 'dashboard') return dashboard(rest);
  if (sub === 'calibration') return calibrationCommand(rest, USAGE);
  throw new UsageError(`unknown history command "${sub}"\n\n${USAGE}`);
}

async function append(args: string[]): Promise<number> {
  const { values, positionals } = parseCommandLine(
    args,
    {
      commit: { type: 'string' },
      parent: { type: 'string' },
      time: { type: 'string' },
      github: { type: 'string' },
      branch: { type: 'string' },
      path: { type: 'string' },
      machine: { type: 'string' },
      'keep-months': { type: 'string' },
      'keep-samples-months': { type: 'string' },
    },
    USAGE,
  );
  // With --github the store is on the repository's data branch: no STORE directory.
  const [store, ...files] = values.github ? ['', ...positionals] : positionals;
  if ((!values.github && !store) || files.length === 0)
    throw new UsageError(`history append needs STORE (or --github OWNER/NAME) and RESULTS\n\n${USAGE}`);
  if (!values.commit || !COMMIT_PATTERN.test(values.commit))
    throw new UsageError('history append needs --commit SHA (the commit the results were measured at)');
  if (values.parent && !COMMIT_PATTERN.test(values.parent))
    throw new UsageError(`--parent "${values.parent}" is not a commit id (7 to 64 hexadecimal digits)`);
  if (values.machine !== undefined && !MACHINE_LABEL_PATTERN.test(values.machine))
    throw new UsageError(
      `--machine "${values.machine}" is not a label: letters, digits, ".", "-" and "_", at most 64, starting with a letter or digit`,
    );
  const retention = retentionOf(values['keep-months'], values['keep-samples-months']);
  if (values.time !== undefined && Number.isNaN(Date.parse(values.time)))
    throw new UsageError(`--time "${values.time}" is not an ISO 8601 time`);
  const { results } = await loadInputs(files);
  printProblems(results.problems);
  const input = {
    commit: values.commit,
    ...(values.parent ? { parent: values.parent } : {}),
    time: values.time ? new Date(values.time).toISOString() : new Date().toISOString(),
    ...(values.machine ? { machine: values.machine } : {}),
    results,
  };
  if (values.github) {
    const [owner, repo] = values.github.split('/');
    if (!owner || !repo) throw new UsageError(`--github "${values.github}" must be OWNER/NAME`);
    const octokit = await clientFromEnv('history append --github', 'contents: write');
    const { appendHistoryOnBranch } = await import('../github/history-branch.js');
    const out = await appendHistoryOnBranch(octokit, input, {
      owner,
      repo,
      branch: values.branch ?? 'benchmark-data',
      ...(values.path ? { path: values.path } : {}),
      retention,
      log: STDERR_LOG,
    });
    process.stdout.write(`${JSON.stringify(out)}\n`);
  } else appendLocally(resolve(store!), input, retention);
  return results.problems.length > 0 ? EXIT.partial : EXIT.ok;
}

/** Appends to a store directory, then applies retention when this was the month's first append. */
function appendLocally(dir: string, input: AppendInput & { time: string }, retention: RetentionPolicy): void {
  // Retention runs once a month, on its first append: never a pass over the whole store per commit.
  const newMonth = isNewMonth(dir, appendPlan(input).month);
  const written = appendToStore(dir, input);
  process.stderr.write(`benchgate: appended ${input.commit.slice(0, 12)} to ${written.length} files\n`);
  if (!newMonth) return;
  const changed = compactStore(dir, new Date(input.time), retention);
  if (changed.length > 0)
    process.stderr.write(`benchgate: retention changed or removed ${changed.length} old month files\n`);
}

async function changes(args: string[]): Promise<number> {
  const { values, positionals } = parseCommandLine(args, { json: { type: 'boolean' } }, USAGE);
  const [store] = positionals;
  if (!store) throw new UsageError(`history changes needs STORE\n\n${USAGE}`);
  const { series, problems, environments } = readStore(resolve(store));
  warnSkipped(problems);
  const found = describeEnvironmentChanges(detectChanges(series), series, environments);
  // The machine is named where the store has several (the JSON always carries it).
  const machines = new Set(series.map((s) => s.machine)).size;
  process.stdout.write(
    values.json ? `${JSON.stringify({ changes: found }, null, 2)}\n` : textOf(found, machines > 1),
  );
  return EXIT.ok;
}

async function issues(args: string[]): Promise<number> {
  const { values, positionals } = parseCommandLine(
    args,
    {
      repo: { type: 'string' },
      label: { type: 'string', multiple: true },
      mention: { type: 'string', multiple: true },
      dashboard: { type: 'string' },
      culprit: { type: 'string', multiple: true },
      'profiles-branch': { type: 'string' },
      improvements: { type: 'boolean' },
      'improvement-label': { type: 'string', multiple: true },
      'max-issues': { type: 'string' },
      'dry-run': { type: 'boolean' },
      ...RELEASE_OPTIONS,
    },
    USAGE,
  );
  const [store] = positionals;
  const maxOpened = maxIssuesOf(values['max-issues']);
  checkMentions(values.mention ?? []);
  const found = (values.culprit ?? []).flatMap((file) => readCulprits(file));
  const [owner, repo] = (values.repo ?? '').split('/');
  if (!store || !owner || !repo)
    throw new UsageError(`history issues needs STORE and --repo OWNER/NAME\n\n${USAGE}`);
  const octokit = await clientFromEnv('history issues', 'issues: write');
  const { series, problems } = readStore(resolve(store));
  warnSkipped(problems);
  // The store's calibration runs: each issue cites its machine's measured false-alarm rate.
  const calibration = readCalibration(resolve(store));
  for (const p of calibration.problems) process.stderr.write(`benchgate: ${p}\n`);
  const { syncChangeIssues } = await import('../github/change-issues.js');
  const server = process.env.GITHUB_SERVER_URL ?? 'https://github.com';
  const culprits = values['dry-run']
    ? found.map((f) => f.culprit)
    : await publishCulpritProfiles(
        octokit,
        { owner, repo, branch: values['profiles-branch'] ?? 'benchmark-data', serverUrl: server },
        found,
      );
  const result = await syncChangeIssues(octokit, { owner, repo }, detectChanges(series), {
    repositoryUrl: `${server}/${owner}/${repo}`,
    labels: values.label?.length ? values.label : ['benchmark-regression'],
    ...(values.improvements
      ? { improvements: { labels: values['improvement-label'] ?? ['benchmark-improvement'] } }
      : {}),
    mentions: values.mention ?? [],
    ...(values.dashboard ? { dashboardUrl: values.dashboard } : {}),
    culprits,
    series,
    releases: await releasesOf(values),
    calibration: calibration.lines,
    order: commitOrder(series),
    ...(maxOpened !== undefined ? { maxOpened } : {}),
    ...(values['dry-run'] ? { dryRun: true } : {}),
    log: STDERR_LOG,
  });
  process.stdout.write(`${JSON.stringify(result)}\n`);
  return EXIT.ok;
}

function maxIssuesOf(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!(Number.isInteger(n) && n >= 0))
    throw new UsageError(`--max-issues "${text}" must be a whole number, 0 or more`);
  return n;
}

/** A mention is written into every issue as "@name": a login or an org/team, nothing else. */
function checkMentions(mentions: string[]): void {
  for (const m of mentions)
    if (!/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\/[A-Za-z0-9._-]{1,100})?$/.test(m))
      throw new UsageError(`--mention "${m}" must be a login or an ORG/TEAM, without "@"`);
}

async function dashboard(args: string[]): Promise<number> {
  const { values, positionals } = parseCommandLine(
    args,
    { out: { type: 'string' }, repository: { type: 'string' }, ...RELEASE_OPTIONS },
    USAGE,
  );
  const [store] = positionals;
  if (!store || !values.out) throw new UsageError(`history dashboard needs STORE and --out DIR\n\n${USAGE}`);
  const { series, problems } = readStore(resolve(store));
  warnSkipped(problems);
  const { writeDashboard } = await import('../history/write-dashboard.js');
  const files = writeDashboard(resolve(values.out), series, {
    ...(values.repository ? { repositoryUrl: values.repository.replace(/\/+$/, '') } : {}),
    releases: await releasesOf(values),
  });
  process.stderr.write(
    `benchgate: wrote ${files.length} files of the dashboard of ${series.length} series into ${values.out}\n`,
  );
  return EXIT.ok;
}

/**
 * The store's skipped lines and ignored files, each named, and their count.
 * Note: a warning, not exit 3: the store is read after every push by a
 * workflow whose next steps (issues, dashboard) must still run; the lines are
 * named here and left out of every series (docs/history.md).
 */
function warnSkipped(problems: readonly string[]): void {
  for (const p of problems.slice(0, 20)) process.stderr.write(`benchgate: warning: ${p}\n`);
  if (problems.length > 0)
    process.stderr.write(
      `benchgate: warning: ${problems.length} line(s) or file(s) of the store skipped (they break its schema)\n`,
    );
}

/** --keep-months and --keep-samples-months: whole numbers of months, 0 for keep everything. */
function retentionOf(months: string | undefined, samples: string | undefined): RetentionPolicy {
  const read = (flag: string, v: string | undefined, fallback: number) => {
    if (v === undefined) return fallback;
    if (!/^\d{1,4}$/.test(v))
      throw new UsageError(`--${flag} "${v}" is not a whole number of months (0 keeps all)`);
    return Number(v);
  };
  return {
    keepMonths: read('keep-months', months, DEFAULT_RETENTION.keepMonths),
    keepSamplesMonths: read('keep-samples-months', samples, DEFAULT_RETENTION.keepSamplesMonths),
  };
}

const RELEASE_OPTIONS = {
  'tags-from': { type: 'string' },
  'tag-pattern': { type: 'string' },
} as const;

/** The releases --tags-from and --tag-pattern name: the checkout's tags that match, at their commits. */
async function releasesOf(values: { 'tags-from'?: string; 'tag-pattern'?: string }): Promise<Release[]> {
  if (!values['tags-from']) {
    if (values['tag-pattern'] !== undefined) throw new UsageError('--tag-pattern needs --tags-from DIR');
    return [];
  }
  const refs = await git(
    ['for-each-ref', `--format=${TAG_REF_FORMAT}`, 'refs/tags'],
    resolve(values['tags-from']),
  );
  return parseTagRefs(refs, values['tag-pattern'] ?? DEFAULT_RELEASE_PATTERN);
}

/** One line per change point, its numbers written as the PR report writes them (src/report/format-number.ts). */
function textOf(found: readonly ChangePoint[], nameMachines: boolean): string {
  if (found.length === 0) return 'no change points\n';
  return found
    .map((c) => {
      // A step from or to zero has no relative size: its levels say it ("0 → 112 B/op").
      const zero = c.before === 0 || c.after === 0;
      const size = zero ? (c.before === 0 ? 'from zero' : 'to zero') : formatChange(c.change);
      // An environment change has its measured effect too (docs/history.md, "Machines").
      const what = c.kind === 'environment' ? `environment changed ${size}` : `${c.kind} ${size}`;
      const levels = zero
        ? formatStep(c.before, c.after, c.unit)
        : `${formatLevel(c.before, c.unit)} → ${formatLevel(c.after, c.unit)}`;
      const range =
        c.rangeFrom && c.rangeTo
          ? `; somewhere in ${c.rangeFrom.slice(0, 12)}..${c.rangeTo.slice(0, 12)}`
          : '';
      const on = nameMachines && c.machine ? ` on ${c.machine}` : '';
      const changed = c.environmentChange?.length ? `; ${c.environmentChange.join(', ')}` : '';
      return `${c.commit.slice(0, 12)}  ${what}  ${c.suite ? `${c.suite}.` : ''}${c.name} ${c.metric ?? c.unit}${on}: ${levels} (since ${c.previousCommit.slice(0, 12)}${range}${changed})`;
    })
    .join('\n')
    .concat('\n');
}
