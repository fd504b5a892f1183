import { writeFile } from 'node:fs/promises';
import { toJsonText } from '../model/json-text.js';
import { diffProfiles, meanPaths, type ProfileDiff } from '../profile/diff.js';
import { renderFlameGraph } from '../profile/flame-svg.js';
import { normaliseProfile } from '../profile/normalise.js';
import type { PprofSampleType } from '../profile/pprof.js';
import type { StackProfile } from '../profile/profile.js';
import { readProfileFile } from '../profile/read-profile.js';
import { formatSignificant } from '../report/format-number.js';
import { parseCommandLine } from './args.js';
import { EXIT, UsageError } from './errors.js';

const USAGE = `Usage: benchgate explain BASE HEAD [options]

The differential profile of one benchmark: which functions grew from BASE to
HEAD, by self time (docs/profiles.md). BASE and HEAD are profiles of one
harness: a pprof profile (go test -cpuprofile / -memprofile, gzipped or not),
perf script output, JMH output with -prof stack, or folded stacks.

  --base FILE, --head FILE   more runs of a side (repeatable): a change within
                             the runs' spread is not listed
  --sample-type T   pprof: cpu, alloc_space, alloc_objects or samples (default: the profile's own)
  --benchmark NAME  JMH: whose stack section (class.method; default the first)
  --ops-base N, --ops-head N   operations each run of a side did: values per operation
  --shares          compare each function's share of its run's total
  --svg FILE        write the differential flame graph (red grew, blue shrank, width head's)
  --json            print the whole diff as JSON (benchgate's profiles.json diff)`;

const SAMPLE_TYPES: readonly PprofSampleType[] = ['cpu', 'alloc_space', 'alloc_objects', 'samples'];

function parseExplain(args: string[]) {
  return parseCommandLine(
    args,
    {
      base: { type: 'string', multiple: true },
      head: { type: 'string', multiple: true },
      'sample-type': { type: 'string' },
      benchmark: { type: 'string' },
      'ops-base': { type: 'string' },
      'ops-head': { type: 'string' },
      shares: { type: 'boolean' },
      svg: { type: 'string' },
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    USAGE,
  );
}

type ExplainValues = ReturnType<typeof parseExplain>['values'];

export async function explainCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseExplain(args);
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return EXIT.ok;
  }
  if (positionals.length !== 2) throw new UsageError(`give two profiles: BASE HEAD\n\n${USAGE}`);
  const { baseFiles, headFiles, base, head } = await readSides(values, positionals);
  const diff = diffProfiles(base, head);
  if (values.svg)
    await writeFile(
      values.svg,
      renderFlameGraph({
        title: `${headFiles[0]} against ${baseFiles[0]}`,
        unit: diff.unit,
        base: meanPaths(base),
        head: meanPaths(head),
      }),
    );
  process.stdout.write(values.json ? toJsonText(diff) : renderDiffText(diff));
  reportProblems([...base, ...head]);
  return EXIT.ok;
}

/** Reads every run of both sides and brings them to one unit (per operation, or shares). */
async function readSides(values: ExplainValues, positionals: string[]) {
  const type = values['sample-type'];
  if (type !== undefined && !SAMPLE_TYPES.includes(type as PprofSampleType))
    throw new UsageError(`--sample-type "${type}" must be one of ${SAMPLE_TYPES.join(', ')}`);
  const read = (file: string) =>
    readProfileFile(file, {
      ...(type ? { sampleType: type as PprofSampleType } : {}),
      ...(values.benchmark ? { benchmark: values.benchmark } : {}),
    });
  const baseFiles = [positionals[0]!, ...(values.base ?? [])];
  const headFiles = [positionals[1]!, ...(values.head ?? [])];
  const base = await Promise.all(baseFiles.map(read));
  const head = await Promise.all(headFiles.map(read));
  const opsBase = operations(values['ops-base'], '--ops-base');
  const opsHead = operations(values['ops-head'], '--ops-head');
  const normalise = (p: StackProfile, ops: number | undefined) =>
    values.shares ? normaliseProfile(p, undefined) : ops !== undefined ? normaliseProfile(p, ops) : p;
  const b = base.map((p) => normalise(p, opsBase));
  const h = head.map((p) => normalise(p, opsHead));
  if (b[0]!.unit !== h[0]!.unit)
    throw new UsageError(
      `base is in ${b[0]!.unit} and head in ${h[0]!.unit}: give --ops-base and --ops-head, or --shares`,
    );
  // Normalising keeps each run's problems: what a reader skipped is still reported.
  return { baseFiles, headFiles, base: b, head: h };
}

/** What a reader kept going past (a damaged line, an unknown record) goes to stderr, never dropped. */
function reportProblems(profiles: StackProfile[]): void {
  for (const p of profiles)
    for (const problem of p.problems)
      process.stderr.write(
        `benchgate explain: ${problem.file}${problem.line ? `:${problem.line}` : ''}: ${problem.message}\n`,
      );
}

function operations(text: string | undefined, flag: string): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!Number.isFinite(n) || n <= 0) throw new UsageError(`${flag} "${text}" must be a number > 0`);
  return n;
}

/** The diff as aligned text: what grew first. */
export function renderDiffText(d: ProfileDiff): string {
  const side = (s: ProfileDiff['base']) =>
    `${s.runs} run${s.runs === 1 ? '' : 's'}${s.samples !== undefined ? `, ${s.samples} samples` : ''}, total ${formatSignificant(s.total)}`;
  const rows = d.functions.map((f) => [
    f.name + (f.kind === 'new' ? ' (new)' : f.kind === 'vanished' ? ' (gone)' : ''),
    formatSignificant(f.base),
    formatSignificant(f.head),
    (f.delta > 0 ? '+' : '') + formatSignificant(f.delta),
  ]);
  const header = ['function (self, ' + d.unit + ')', 'base', 'head', 'delta'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) =>
    r
      .map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [
    `base: ${side(d.base)}`,
    `head: ${side(d.head)}`,
    '',
    line(header),
    ...rows.map(line),
    '',
    `${d.notListed} changes within the runs' spread or under 1% of the total not listed`,
    '',
  ].join('\n');
}
