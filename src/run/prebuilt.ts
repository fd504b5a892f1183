import {
  buildGoTestBinaries,
  goBinariesPreset,
  goTestBinaryArgs,
  type GoBuildContext,
} from './prebuilt-go.js';
import type { RunnerPreset } from './preset.js';

/**
 * The programs one side built before its rounds (RunnerPreset.prebuilt), and
 * the preset each round runs them with. Rounds of a side without them run
 * the preset's own run command, as before.
 */
export interface SidePrograms {
  /** What was built, for the log: "2 Go test binaries". */
  summary: string;
  /** The preset of one round: every program, or those of these Go packages (a narrowed round). */
  presetFor(packages?: readonly string[]): RunnerPreset;
}

export type PrebuildOutcome = { programs: SidePrograms } | { unused: string };

/** Builds a side's programs once, or says why its rounds keep the preset's run command. */
export async function prebuildSide(preset: RunnerPreset, c: GoBuildContext): Promise<PrebuildOutcome> {
  const spec = preset.prebuilt;
  if (!spec) return { unused: 'the run command is not the preset’s own' };
  switch (spec.programs) {
    case 'go-test-binaries': {
      const args = goTestBinaryArgs(preset.args ?? '');
      if ('reason' in args) return { unused: args.reason };
      const binaries = await buildGoTestBinaries(c);
      if (binaries.length === 0) return { unused: 'no package lists a benchmark' };
      return {
        programs: {
          summary: `${binaries.length} Go test ${binaries.length === 1 ? 'binary' : 'binaries'} (go test -c)`,
          presetFor: (packages) => goBinariesPreset(preset, binaries, args.words, packages),
        },
      };
    }
    default: {
      const never: never = spec.programs;
      throw new Error(`unhandled prebuilt programs ${String(never)}`);
    }
  }
}
