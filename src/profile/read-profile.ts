import { open } from 'node:fs/promises';
import { looksLikeJmhStack, readJmhStack } from './jmh-stack.js';
import { looksLikePerfScript, readPerfScript } from './perf-script.js';
import { readFolded } from './folded.js';
import { looksLikePprof, readPprof, type PprofSampleType } from './pprof.js';
import { PROFILE_MAX_BYTES, ProfileError, type StackProfile } from './profile.js';

export interface ReadProfileOptions {
  /** pprof: which sample type (cpu, alloc_space, alloc_objects); default the profile's own. */
  sampleType?: PprofSampleType;
  /** JMH: whose stack section (class.method); default the first. */
  benchmark?: string;
}

/**
 * Reads any profile benchgate knows, recognised by its content: a gzipped
 * pprof profile, `perf script` text, JMH output with a stack profiler
 * section, or folded stacks. At most PROFILE_MAX_BYTES are read.
 */
export async function readProfileFile(file: string, o: ReadProfileOptions = {}): Promise<StackProfile> {
  const data = await readBounded(file);
  if (data.length === 0) throw new ProfileError(file, 'the file is empty');
  if (looksLikePprof(data)) return readPprof(data, file, o.sampleType);
  if (data.subarray(0, 8).toString('latin1') === 'PERFILE2')
    throw new ProfileError(
      file,
      'a perf.data file: give its `perf script` output instead (perf script -i FILE > FILE.txt)',
    );
  const text = data.toString('utf8');
  if (looksLikePerfScript(text)) return readPerfScript(text, file);
  if (looksLikeJmhStack(text)) return readJmhStack(text, file, o.benchmark);
  if (/^[^\n]*;[^\n]*\s\d+(\.\d+)?\n/.test(text) || /^\S+\s\d+\n/.test(text)) return readFolded(text, file);
  // A raw (not gzipped) profile.proto, as `gzip -d` leaves it: binary, not text.
  if (data.subarray(0, 512).some((b) => b < 0x09)) return readPprof(data, file, o.sampleType);
  throw new ProfileError(
    file,
    'not a profile benchgate reads (pprof, perf script, JMH -prof stack, folded stacks)',
  );
}

async function readBounded(file: string): Promise<Buffer> {
  const handle = await open(file, 'r').catch((e: NodeJS.ErrnoException) => {
    throw new ProfileError(file, `cannot read it: ${e.code ?? e.message}`);
  });
  try {
    const { size } = await handle.stat();
    if (size > PROFILE_MAX_BYTES)
      throw new ProfileError(file, `it is larger than ${PROFILE_MAX_BYTES} bytes`);
    return await handle.readFile();
  } finally {
    await handle.close();
  }
}
