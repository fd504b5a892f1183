import type { RunnerPreset } from './preset.js';
import { GO_ALL_PACKAGES, narrowGo } from './go-bench-filter.js';
import { anchoredAlternations, escapeRegex } from './regex-alternation.js';
import { coverRuns } from './product-cover.js';
import { shellQuote } from '../process/shell-quote.js';
import type { BenchmarkIdentity, NarrowedRound, NarrowedRun } from './narrowed-run.js';

export type { BenchmarkIdentity, NarrowedRound, NarrowedRun } from './narrowed-run.js';

/**
 * Narrowing a runner to a set of benchmarks: what the next round passes so
 * that only the given benchmarks run (issue 17 item 3), in each tool's own
 * filter language. Pure: the caller runs each NarrowedRun as one round of a
 * side (see applyNarrowedRun).
 *
 * Exact where the tool allows it, otherwise a superset, never a subset: a
 * benchmark left out would silently lose its samples, one run too many only
 * costs time. Where a superset is possible the run says so in `note`.
 */
/** What the run commands of the shipped presets understand, by preset name. */
type FilterKind = 'go' | 'jmh-cli' | 'jmh-includes' | 'criterion' | 'libtest' | 'pytest' | 'regex';

function filterKind(preset: RunnerPreset): FilterKind {
  switch (preset.name) {
    case 'go':
      return 'go';
    case 'jmh-maven':
      return 'jmh-cli';
    case 'jmh-gradle':
      return 'jmh-includes';
    case 'criterion':
      return 'criterion';
    case 'libtest':
      return 'libtest';
    case 'pytest-benchmark':
      return 'pytest';
    default:
      // command, benchmarkjs and any other: {filter} is a regex the command reads.
      return preset.filter.join === 'go-bench' ? 'go' : 'regex';
  }
}

/**
 * The runs that together execute exactly the `remaining` benchmarks (or a
 * stated superset). An empty list means nothing is left to run: the caller
 * must skip the round, never fall back to the preset's default filter, which
 * runs everything (the same rule as an empty shard in shard-filter.ts).
 * Shards need nothing special: the remaining benchmarks of a shard are its
 * own results, so narrowing them stays inside the shard.
 */
export function narrowRuns(preset: RunnerPreset, remaining: readonly BenchmarkIdentity[]): NarrowedRun[] {
  if (remaining.length === 0) return [];
  const kind = filterKind(preset);
  switch (kind) {
    case 'go':
      return narrowGo(preset.run, remaining);
    case 'jmh-cli':
      return narrowJmh(remaining, true);
    case 'jmh-includes':
      return narrowJmh(remaining, false);
    case 'criterion':
      return anchoredAlternations(remaining.map(criterionId)).map((filter) => ({ filter, extraArgs: [] }));
    case 'libtest':
      return [narrowLibtest(remaining)];
    case 'pytest':
      return [narrowPytest(remaining)];
    case 'regex':
      return anchoredAlternations(remaining.map((b) => qualifiedName(b, preset))).map((filter) => ({
        filter,
        extraArgs: [],
      }));
    default: {
      const never: never = kind;
      throw new Error(`unhandled filter kind ${String(never)}`);
    }
  }
}

/** The round loop's next round: the runs that select `remaining`, keeping only their samples (src/run/asked-only.ts). */
export function narrowRound(preset: RunnerPreset, remaining: readonly BenchmarkIdentity[]): NarrowedRound {
  return { runs: narrowRuns(preset, remaining), asked: remaining };
}

/**
 * The preset one NarrowedRun runs with: the Go packages in place of the run
 * command's ./..., Cargo's -p before its " -- ", and the extra arguments at its end. Run it with
 * `filter: run.filter` in the round's context.
 */
export function applyNarrowedRun(preset: RunnerPreset, run: NarrowedRun): RunnerPreset {
  let command = preset.run;
  if (run.packages) command = replacePackagePattern(command, run.packages.map(shellQuote).join(' '));
  if (run.toolArgs?.length) {
    const words = run.toolArgs.map(shellQuote).join(' ');
    const dashes = command.indexOf(' -- ');
    command =
      dashes < 0 ? `${command} ${words}` : `${command.slice(0, dashes)} ${words}${command.slice(dashes)}`;
  }
  if (run.extraArgs.length > 0) command = `${command} ${run.extraArgs.map(shellQuote).join(' ')}`;
  const args = preset.args && withoutNarrowedOptions(preset.args, run.extraArgs);
  return { ...preset, run: command, ...(args !== preset.args ? { args } : {}) };
}

/**
 * The user's arguments without the JMH options the narrowed run sets itself:
 * JMH collects every -p of one name (`-p size=16 -p size=16` runs each value
 * twice, and `-bm` likewise), so a user's `-p size=16` would double the
 * narrowed run's. The narrowed values are always among the user's (the
 * results they come from ran with them), so dropping the user's is exact.
 */
function withoutNarrowedOptions(args: string, extraArgs: readonly string[]): string {
  let out = args;
  for (let i = 0; i + 1 < extraArgs.length; i += 2) {
    const [option, value] = [extraArgs[i]!, extraArgs[i + 1]!];
    const word =
      option === '-p'
        ? `${escapeRegex(value.slice(0, value.indexOf('=') + 1))}\\S*`
        : option === '-bm'
          ? '\\S+'
          : undefined;
    if (word === undefined) continue;
    // The option with the whitespace before it: the rest of the user's words stay as written.
    out = out.replace(new RegExp(`(?:^|\\s+)${escapeRegex(option)}\\s+(['"]?)${word}\\1(?=\\s|$)`, 'g'), '');
  }
  return out === args ? args : out.trimStart();
}

function replacePackagePattern(command: string, packages: string): string {
  return command.replace(GO_ALL_PACKAGES, (_m, lead: string) => `${lead}${packages}`);
}

/**
 * JMH: the include regex is found (Matcher.find) in "class.method", so it is
 * anchored. Parameters cannot be part of it: -p name=v1,v2 narrows them, for
 * every benchmark of the run, and the -p lists of one run form a cross
 * product. So each method's asked combinations of parameter values (and of
 * modes, when it has several) are covered by products (product-cover.ts):
 * exactly, one run per product, unless that needs more runs than it saves
 * unasked combinations; then one run of the enclosing product says so in its
 * note. Methods needing the same products share runs. The Gradle plugin takes
 * only includes (-Pjmh.includes), so there parameters are not narrowed.
 */
function narrowJmh(remaining: readonly BenchmarkIdentity[], cli: boolean): NarrowedRun[] {
  const methods = new Map<string, BenchmarkIdentity[]>();
  for (const b of remaining) {
    const full = b.suite ? `${b.suite}.${b.name}` : b.name;
    const method = methods.get(full);
    if (method) method.push(b);
    else methods.set(full, [b]);
  }
  if (!cli) {
    const note = remaining.some((b) => Object.keys(b.params).length > 0)
      ? 'the Gradle JMH plugin takes no -p: every parameter value of these methods runs'
      : undefined;
    return anchoredAlternations([...methods.keys()]).map((filter) => ({
      filter,
      extraArgs: [],
      ...(note ? { note } : {}),
    }));
  }
  const groups = new Map<string, { methods: string[]; args: string[]; notes: Set<string> }>();
  for (const [full, rows] of [...methods].sort(([a], [b]) => (a < b ? -1 : 1))) {
    for (const { args, note } of jmhSelections(rows)) {
      const signature = JSON.stringify(args);
      const g = groups.get(signature) ?? { methods: [], args, notes: new Set<string>() };
      g.methods.push(full);
      if (note) g.notes.add(note);
      groups.set(signature, g);
    }
  }
  return [...groups.values()].flatMap((g) => {
    const note = [...g.notes].join('; ');
    return anchoredAlternations(g.methods).map((filter) => ({
      filter,
      extraArgs: g.args,
      ...(note ? { note } : {}),
    }));
  });
}

/** A method's -p/-bm arguments, one list per run, and why a run may hold more than asked. */
function jmhSelections(rows: readonly BenchmarkIdentity[]): { args: string[]; note?: string }[] {
  const keys = [...new Set(rows.flatMap((b) => Object.keys(b.params)))].sort();
  // JMH splits -p values at commas: a parameter with such a value cannot be named, all of its values run.
  const withComma = keys.filter((k) => rows.some((b) => b.params[k]?.includes(',')));
  // JMH gives every row of a method the same @Params; a result without one cannot say its value.
  const missing = keys.filter((k) => !withComma.includes(k) && rows.some((b) => b.params[k] === undefined));
  const named = keys.filter((k) => !withComma.includes(k) && !missing.includes(k));
  const modes = new Set(rows.map((b) => b.mode ?? ''));
  // One mode goes to every run as -bm; several are one more dimension of the cover.
  const modeDimension = modes.size > 1;
  const combinations = rows.map((b) => [
    ...named.map((k) => b.params[k]!),
    ...(modeDimension ? [b.mode ?? ''] : []),
  ]);
  const { products, exact } = coverRuns(combinations);
  const notes = [
    ...withComma.map((k) => `a value of @Param ${k} contains ",": all of its values run`),
    ...missing.map((k) => `some results carry no @Param ${k}: all of its values run`),
    ...(exact ? [] : ['the -p lists run as a cross product']),
  ];
  return products.map((product) => {
    const args = named.flatMap((k, d) => ['-p', `${k}=${product[d]!.join(',')}`]);
    const runModes = modeDimension ? product[named.length]! : [...modes];
    // Several modes in one run, or a row without one: no -bm, the user's modes run.
    if (runModes.length === 1 && runModes[0] !== '') args.push('-bm', runModes[0]!);
    const note = [
      ...notes,
      ...(runModes.length > 1 ? ['the run takes no -bm: every mode of the method runs'] : []),
    ].join('; ');
    return { args, ...(note ? { note } : {}) };
  });
}

/** Criterion's id, the inverse of criterion-identity.ts: group/function/value. */
function criterionId(b: BenchmarkIdentity): string {
  const parts = [b.suite, b.name, b.params.input].filter((p): p is string => p !== undefined && p !== '');
  return parts.join('/');
}

/**
 * libtest: filters are substrings unless --exact, and every free argument is
 * one more filter, so the names go as words: `-- NAME --exact NAME2 …`.
 * Names repeat across bench targets only when two targets share a path.
 */
function narrowLibtest(remaining: readonly BenchmarkIdentity[]): NarrowedRun {
  const names = [...new Set(remaining.map((b) => b.name))].sort();
  return { filter: names[0]!, extraArgs: ['--exact', ...names.slice(1)] };
}

/**
 * pytest -k takes an expression over substrings of test names, not a regex:
 * plain identifiers joined by "or" are exact up to substrings (test_a also
 * selects test_ab) and parametrized cases run all their parameters.
 */
function narrowPytest(remaining: readonly BenchmarkIdentity[]): NarrowedRun {
  const names = [...new Set(remaining.map((b) => b.name.replace(/\[.*$/s, '')))].sort();
  if (!names.every((n) => /^\w+$/.test(n))) {
    return { filter: '', extraArgs: [], note: 'pytest -k cannot name these tests: all of them run' };
  }
  return {
    filter: names.join(' or '),
    extraArgs: [],
    note: 'pytest -k matches substrings and runs every parameter of a test',
  };
}

function qualifiedName(b: BenchmarkIdentity, preset: RunnerPreset): string {
  return (preset.filter.qualify ?? '{name}').split('{suite}').join(b.suite).split('{name}').join(b.name);
}
