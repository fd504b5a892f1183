import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's own order, except that the files named in `longFiles` start first
 * within their project. On a fresh clone vitest has no durations yet and
 * starts the larger files first; a short file that runs for a minute
 * (local-action.test.ts starts GitHub's harness, which compiles the action's
 * sources) then starts last, and the group waits for it alone on one worker.
 */
export function longFilesFirst(longFiles: readonly string[]): typeof BaseSequencer {
  return class extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const sorted = await super.sort(files);
      const rank = (f: TestSpecification) => {
        const i = longFiles.findIndex((name) => f.moduleId.endsWith(`/${name}`));
        return i === -1 ? longFiles.length : i;
      };
      // Array.prototype.sort is stable: within a project everything else keeps vitest's order.
      return sorted
        .map((f, at) => ({ f, at }))
        .sort((a, b) =>
          a.f.project.name === b.f.project.name ? rank(a.f) - rank(b.f) || a.at - b.at : a.at - b.at,
        )
        .map(({ f }) => f);
    }
  };
}
