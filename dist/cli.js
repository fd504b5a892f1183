#!/usr/bin/env node
import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  EXIT,
  UsageError
} from "./cli-chunks/chunk-7T5N4UNT.js";
import {
  InputError
} from "./cli-chunks/chunk-RBWFMI4E.js";
import "./cli-chunks/chunk-BD2TBD5S.js";
import "./cli-chunks/chunk-3UTEBA6Q.js";
import "./cli-chunks/chunk-3FRE6W3I.js";

// src/cli/closed-output.ts
function toleratePipeClosedByReader() {
  let failed = false;
  for (const stream of [process.stdout, process.stderr]) {
    stream.on("error", (err) => {
      if (err.code === "EPIPE") return;
      process.exitCode = 2;
      if (failed) return;
      failed = true;
      if (stream !== process.stderr)
        process.stderr.write(`benchgate: cannot write the output: ${err.message}
`);
    });
  }
  return (code) => failed ? 2 : code;
}

// src/cli/main.ts
var USAGE = `benchgate: benchmark results for pull requests

Usage:
  benchgate parse FILE... [--format F] [--patterns FILE] [--json] [--out FILE]
  benchgate compare BASE HEAD [options]        (see benchgate compare --help)
  benchgate run [options]                      (see benchgate run --help)
  benchgate merge DIR...                       (combine sharded runs)
  benchgate history append|changes STORE ...   (the history of main: see docs/history.md)
  benchgate bisect --good REF --bad REF        (the commit that made it slower)
  benchgate explain BASE.prof HEAD.prof        (which functions grew: docs/profiles.md)
  benchgate --version

FILE may be raw tool output (go test -bench, JMH, Criterion, libtest, benchmark.js,
pytest-benchmark, Google Benchmark, hyperfine, github-action-benchmark JSON),
benchgate JSON, a Criterion target/criterion directory, or - for standard input.

Exit codes: 0 all parsed / no regression, 1 regression, 2 usage error or nothing
usable, 3 some input was skipped (problems listed), 4 incomplete: no regression,
but a benchmark of base was removed or has no result on a side (see --on-missing).`;
var COMMANDS = {
  parse: async () => (await import("./cli-chunks/parse-command-J7CNZFE3.js")).parseCommand,
  compare: async () => (await import("./cli-chunks/compare-command-P5C2M2LX.js")).compareCommand,
  run: async () => (await import("./cli-chunks/run-command-57HQZYLF.js")).runCommand,
  merge: async () => (await import("./cli-chunks/merge-command-SCDRXO7S.js")).mergeCommand,
  history: async () => (await import("./cli-chunks/history-command-ROE45WG6.js")).historyCommand,
  bisect: async () => (await import("./cli-chunks/bisect-command-64QIBZRM.js")).bisectCommand,
  explain: async () => (await import("./cli-chunks/explain-command-IU4LQLDS.js")).explainCommand
};
async function runCli(argv) {
  const [name, ...rest] = argv;
  if (!name || name === "--help" || name === "-h" || name === "help") {
    process.stdout.write(`${USAGE}
`);
    return name ? EXIT.ok : EXIT.usage;
  }
  if (name === "--version" || name === "-V") {
    process.stdout.write(`${VERSION}
`);
    return EXIT.ok;
  }
  const loadCommand = Object.prototype.hasOwnProperty.call(COMMANDS, name) ? COMMANDS[name] : void 0;
  if (!loadCommand) {
    process.stderr.write(`benchgate: unknown command "${name}"

${USAGE}
`);
    return EXIT.usage;
  }
  try {
    const command = await loadCommand();
    return await command(rest);
  } catch (err) {
    if (err instanceof UsageError || err instanceof InputError) {
      process.stderr.write(`benchgate ${name}: ${err.message}
`);
      return EXIT.usage;
    }
    const e = err;
    if (e?.code === "EPIPE") return EXIT.ok;
    process.stderr.write(`benchgate ${name}: ${e?.message ?? String(err)}
`);
    if (process.env.BENCHGATE_DEBUG) process.stderr.write(`${e?.stack ?? ""}
`);
    return EXIT.usage;
  }
}
var VERSION = true ? "0.1.0" : "dev";

// src/cli.ts
var exitCodeFor = toleratePipeClosedByReader();
runCli(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = exitCodeFor(code);
  },
  (err) => {
    process.stderr.write(`benchgate: internal error: ${err instanceof Error ? err.message : String(err)}
`);
    process.exitCode = 2;
  }
);
