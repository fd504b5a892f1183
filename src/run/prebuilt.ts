import { applyNarrowedRun, type NarrowedRun } from './benchmark-filter.js';
import type { PrebuildContext } from './prebuild-step.js';
import { buildCargoExecutables, cargoExecutablesPreset } from './prebuilt-cargo.js';
import { buildGoTestBinaries, goBinariesPreset, goTestBinaryArgs } from './prebuilt-go.js';
import type { RunnerPreset } from './preset.js';

/**
 * The programs one side built before its rounds (RunnerPreset.prebuilt), and
 * the preset each round runs them with. Rounds of a side without them run
 * the preset's own run command, as before.
 */
export interface SidePrograms {
  /** What was built, for the log: "2 Go test binaries (go test -c)". */
  summary: string;
  /** The preset of one round: every program, or a narrowed run of them (benchmark-filter.ts). */
  presetFor(run?: NarrowedRun): RunnerPreset;
}

export type PrebuildOutcome = { programs: SidePrograms } | { unused: string };

/** Builds a side's programs once, or says why its rounds keep the preset's run command. */
export async function prebuildSide(preset: RunnerPreset, c: PrebuildContext): Promise<PrebuildOutcome> {
  const spec = preset.prebuilt;
  if (!spec) return { unused: 'the run command is not the preset’s own' };
  switch (spec.programs) {
    case 'go-test-binaries': {
      const args = goTestBinaryArgs(preset.args ?? '');
      if ('reason' in args) return { unused: args.reason };
      const built = await buildGoTestBinaries(c);
      const n = built.binaries.length;
      if (n === 0) return { unused: 'no package lists a benchmark' };
      return {
        programs: {
          summary: `${n} Go test ${n === 1 ? 'binary' : 'binaries'} (go test -c)`,
          // The binaries stand for the run command's packages: the rest of the narrowing applies to each.
          presetFor: (run) => {
            if (!run) return goBinariesPreset(preset, built, args.words, spec.run);
            const { packages, ...rest } = run;
            return goBinariesPreset(preset, built, args.words, programRun(preset, rest), packages);
          },
        },
      };
    }
    case 'cargo-bench-executables': {
      const built = await buildCargoExecutables(spec.build!, c);
      const n = built.executables.length;
      if (n === 0) return { unused: `${spec.build} built no bench executable` };
      return {
        programs: {
          summary: `${n} bench ${n === 1 ? 'executable' : 'executables'} (${spec.build})`,
          // Note: a run of some crates (-p, a selection) goes through cargo bench, which knows them.
          presetFor: (run) =>
            !run
              ? cargoExecutablesPreset(preset, built, spec.run)
              : run.toolArgs?.length
                ? applyNarrowedRun(preset, run)
                : cargoExecutablesPreset(preset, built, programRun(preset, run)),
        },
      };
    }
    default: {
      const never: never = spec.programs;
      throw new Error(`unhandled prebuilt programs ${String(never)}`);
    }
  }
}

/** One program's run with a narrowed run's words, which follow each program's own arguments. */
function programRun(preset: RunnerPreset, run: NarrowedRun): string {
  return applyNarrowedRun({ ...preset, run: preset.prebuilt!.run }, run).run;
}
