// The manifest of a collection of go test runs (bench/detection/collect*.mjs):
// its settings and the file of every run. One reader for every study that
// judges a collection again.
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { refuse } from './args.mjs';
import { OUT } from './paths.mjs';

/** Runs a study was asked to judge again that are not there: the command line's fault, not a bug. */
export class MissingRuns extends Error {}

/**
 * The manifest in `dir`, with every run's file read from beside it, whatever
 * path it was written with: a collection copied elsewhere (kept, or judged
 * again in another clone) must be judged on its own runs, not on the ones
 * that now sit where it was collected. Throws MissingRuns, naming the
 * manifest, when it is missing (`missing` says what to do) or lists a run that
 * is not there.
 */
export function readManifest(dir, missing) {
  const manifestFile = join(dir, 'manifest.json');
  if (!existsSync(manifestFile)) throw new MissingRuns(`no ${manifestFile}: ${missing}`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const files = manifest.files.map((f) => ({ ...f, file: join(dir, basename(f.file)) }));
  const absent = files.find((f) => !existsSync(f.file));
  if (absent) throw new MissingRuns(`${manifestFile} lists ${basename(absent.file)}, which is not beside it`);
  return { ...manifest, files };
}

/**
 * The runs collected before in bench/out/detection/<name>, for a study's
 * --reuse. Reading them leaves bench/out as it was: no directory is made.
 */
export function readCollectedRuns(name) {
  return readManifest(
    join(OUT, 'detection', name),
    '--reuse reads runs collected before; run the study once without it',
  );
}

/**
 * `read()`'s result for a study's command line: runs that are not there
 * (MissingRuns) refuse it (bench/lib/args.mjs refuse: the script, the
 * manifest, exit 2) rather than end it on a stack trace.
 */
export function refusingMissingRuns(scriptUrl, read) {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof MissingRuns)) throw error;
    return refuse(scriptUrl, error.message);
  }
}

/** readManifest for a study's command line (refusingMissingRuns). */
export function readManifestOrRefuse(scriptUrl, dir, missing) {
  return refusingMissingRuns(scriptUrl, () => readManifest(dir, missing));
}
