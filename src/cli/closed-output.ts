/**
 * A reader that goes away early (`benchgate parse big.txt | head`) closes the
 * pipe under us; Node reports that as an 'error' event on stdout, which would
 * end the process with a stack trace. The rest of the output is dropped
 * instead and the exit code stays the command's own (a compare verdict still
 * means what it says). Any other output error is one line and exit code 2.
 * Returns what the exit code should be, given the command's.
 */
export function toleratePipeClosedByReader(): (code: number) => number {
  let failed = false;
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'EPIPE') return;
      process.exitCode = 2;
      if (failed) return;
      failed = true;
      if (stream !== process.stderr)
        process.stderr.write(`benchgate: cannot write the output: ${err.message}\n`);
    });
  }
  return (code) => (failed ? 2 : code);
}
