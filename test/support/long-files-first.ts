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
      // Each project keeps the places vitest gave its files; within them its long files go first,
      // the rest in vitest's order (Array.prototype.sort is stable).
      const places = new Map<string, number[]>();
      sorted.forEach((f, at) => places.set(f.project.name, [...(places.get(f.project.name) ?? []), at]));
      const out = [...sorted];
      for (const at of places.values()) {
        const mine = at.map((i) => sorted[i]!).sort((a, b) => rank(a) - rank(b));
        at.forEach((i, k) => (out[i] = mine[k]!));
      }
      return out;
    }
  };
}
