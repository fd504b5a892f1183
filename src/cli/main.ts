import { InputError } from '../formats/input-error.js';
import { EXIT, UsageError } from './errors.js';

const USAGE = `benchgate: benchmark results for pull requests

Usage:
  benchgate parse FILE... [--format F] [--patterns FILE] [--json] [--out FILE]
  benchgate compare BASE HEAD [options]        (see benchgate compare --help)
  benchgate run [options]                      (see benchgate run --help)
  benchgate merge DIR...                       (combine sharded runs)
  benchgate history append|changes STORE ...   (the history of main: see docs/history.md)
  benchgate bisect --good REF --bad REF        (the commit that made it slower)
  benchgate explain BASE.prof HEAD.prof        (which functions grew: docs/profiles.md)
  benchgate --version

FILE may be raw tool output (go test -bench, JMH, Criterion, libtest, benchmark.js,
pytest-benchmark, Google Benchmark, hyperfine, github-action-benchmark JSON),
benchgate JSON, a Criterion target/criterion directory, or - for standard input.

Exit codes: 0 all parsed / no regression, 1 regression, 2 usage error or nothing
usable, 3 some input was skipped (problems listed), 4 incomplete: no regression,
but a benchmark of base was removed or has no result on a side (see --on-missing).`;

type Command = (args: string[]) => Promise<number>;

// Each command is loaded when it is run: `benchgate parse` does not pay for
// compiling the runner, the templates or YAML (dist/ is split per command).
const COMMANDS: Record<string, () => Promise<Command>> = {
  parse: async () => (await import('./parse-command.js')).parseCommand,
  compare: async () => (await import('./compare-command.js')).compareCommand,
  run: async () => (await import('./run-command.js')).runCommand,
  merge: async () => (await import('./merge-command.js')).mergeCommand,
  history: async () => (await import('./history-command.js')).historyCommand,
  bisect: async () => (await import('./bisect-command.js')).bisectCommand,
  explain: async () => (await import('./explain-command.js')).explainCommand,
};

/** Runs one command line and returns the exit code. The only place that reports errors. */
export async function runCli(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return name ? EXIT.ok : EXIT.usage;
  }
  if (name === '--version' || name === '-V') {
    process.stdout.write(`${VERSION}\n`);
    return EXIT.ok;
  }
  const loadCommand = Object.prototype.hasOwnProperty.call(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!loadCommand) {
    process.stderr.write(`benchgate: unknown command "${name}"\n\n${USAGE}\n`);
    return EXIT.usage;
  }
  try {
    const command = await loadCommand();
    return await command(rest);
  } catch (err) {
    if (err instanceof UsageError || err instanceof InputError) {
      process.stderr.write(`benchgate ${name}: ${err.message}\n`);
      return EXIT.usage;
    }
    const e = err as NodeJS.ErrnoException;
    if (e?.code === 'EPIPE') return EXIT.ok;
    process.stderr.write(`benchgate ${name}: ${e?.message ?? String(err)}\n`);
    if (process.env.BENCHGATE_DEBUG) process.stderr.write(`${e?.stack ?? ''}\n`);
    return EXIT.usage;
  }
}

declare const __BENCHGATE_VERSION__: string | undefined;
const VERSION = typeof __BENCHGATE_VERSION__ === 'string' ? __BENCHGATE_VERSION__ : 'dev';
