#!/usr/bin/env node
import { toleratePipeClosedByReader } from './cli/closed-output.js';
import { runCli } from './cli/main.js';

// The benchgate command: parse, compare, run, merge. All logic lives in src/cli/;
// each command is imported when it is asked for (src/cli/main.ts).
const exitCodeFor = toleratePipeClosedByReader();
runCli(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = exitCodeFor(code);
  },
  (err: unknown) => {
    // Unreachable by design (runCli reports every error itself); a last guard
    // so a bug still prints one line and exits as a usage error.
    process.stderr.write(`benchgate: internal error: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 2;
  },
);
