import { mergeResults } from '../model/merge.js';
import type { Results } from '../model/results.js';
import { readBenchmarkInput, type ReadOptions, type ReadResult } from './read.js';

export interface LoadedInputs {
  results: Results;
  /** One entry per input, with the format used. */
  files: ReadResult[];
}

/**
 * Reads every input (files, Criterion directories, "-") and merges them into
 * one result set. Inputs are read one after another to keep memory flat.
 */
export async function loadInputs(paths: readonly string[], options: ReadOptions = {}): Promise<LoadedInputs> {
  const files: ReadResult[] = [];
  for (const path of paths) files.push(await readBenchmarkInput(path, options));
  const results = mergeResults(files);
  const tool = files.find((f) => f.format)?.format;
  if (tool && !results.context.tool) results.context.tool = { name: tool };
  return { results, files };
}
