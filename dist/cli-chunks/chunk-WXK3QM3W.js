import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  UsageError
} from "./chunk-7T5N4UNT.js";

// src/cli/args.ts
import { parseArgs } from "node:util";
function parseCommandLine(args, options, usage) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (err) {
    throw new UsageError(`${err.message.split("\n")[0]}

${usage}`);
  }
}

export {
  parseCommandLine
};
