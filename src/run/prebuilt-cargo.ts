import { dirname } from 'node:path';
import { runPrebuildStep, type PrebuildContext } from './prebuild-step.js';
import type { RunnerPreset } from './preset.js';
import { shellQuote } from '../process/shell-quote.js';

/**
 * Cargo's benchmarks (Criterion and libtest) from the executables one
 * `cargo bench --no-run --message-format=json` built, run as cargo bench
 * runs them: in their package's directory, with `--bench` and the harness's
 * own arguments, and CARGO and CARGO_MANIFEST_DIR set (Criterion asks
 * `$CARGO metadata` where the target directory is, and writes its results
 * there). Why: every `cargo bench` checks the whole build again first
 * (issue 28 item 5; docs/selection.md, "What a round runs").
 */

/** One bench harness cargo bench would run, and the package directory it runs in. */
export interface CargoBenchExecutable {
  program: string;
  manifestDir: string;
  manifestPath: string;
}

export interface CargoExecutables {
  executables: CargoBenchExecutable[];
  /** The cargo that built them (CARGO for the harness, as cargo sets it). */
  cargo: string;
}

/**
 * The executables of `buildCommand`'s compiler-artifact messages that are
 * test harnesses (profile.test: what cargo bench runs; a plain binary built
 * for the benches is not one), in the order cargo runs them: by package, then
 * library, binaries, benches, each by name.
 */
export function parseCargoExecutables(jsonLines: string, command: string): CargoBenchExecutable[] {
  const found: (CargoBenchExecutable & { order: string })[] = [];
  for (const [i, line] of jsonLines.split('\n').entries()) {
    if (!line.startsWith('{')) continue;
    const m = parseMessage(line, `${command}: line ${i + 1} of its output`);
    if (m.reason !== 'compiler-artifact' || !m.executable || !m.profile?.test) continue;
    const kind = m.target?.kind?.[0] ?? '';
    const rank = kind === 'lib' ? 0 : kind === 'bin' ? 1 : 2;
    const manifestPath = m.manifest_path ?? '';
    found.push({
      program: m.executable,
      manifestDir: dirname(manifestPath),
      manifestPath,
      order: `${manifestPath}\0${rank}\0${m.target?.name ?? ''}`,
    });
  }
  return found
    .sort((a, b) => (a.order < b.order ? -1 : a.order > b.order ? 1 : 0))
    .map(({ order: _order, ...e }) => e);
}

function parseMessage(line: string, where: string): CargoMessage {
  try {
    return JSON.parse(line) as CargoMessage;
  } catch (err) {
    throw new Error(`${where} is not one of cargo's JSON messages: ${(err as Error).message}`);
  }
}

interface CargoMessage {
  reason?: string;
  executable?: string | null;
  manifest_path?: string;
  profile?: { test?: boolean };
  target?: { kind?: string[]; name?: string };
}

/** Builds the side's bench executables once with `buildCommand`; a failure names the side and the command. */
export async function buildCargoExecutables(
  buildCommand: string,
  c: PrebuildContext,
): Promise<CargoExecutables> {
  const built = await runPrebuildStep(c, 'bench executables', buildCommand);
  const cargo = (await runPrebuildStep(c, 'bench executables', 'command -v cargo')).trim();
  return { executables: parseCargoExecutables(built, buildCommand), cargo };
}

/**
 * The preset whose run command runs every executable, one after the other,
 * as cargo bench does; `template` is one executable's run (the preset's
 * prebuilt.run, with a narrowed run's extra arguments).
 */
export function cargoExecutablesPreset(
  preset: RunnerPreset,
  built: CargoExecutables,
  template: string,
): RunnerPreset {
  const command = built.executables
    .map(
      (e) =>
        `(cd ${shellQuote(e.manifestDir)} && CARGO=${shellQuote(built.cargo)} CARGO_MANIFEST_DIR=${shellQuote(e.manifestDir)} ` +
        `CARGO_MANIFEST_PATH=${shellQuote(e.manifestPath)} ${template.split('{program}').join(shellQuote(e.program))})`,
    )
    .join(' && ');
  return { ...preset, run: command };
}
