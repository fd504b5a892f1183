import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);

// src/cli/errors.ts
var EXIT = {
  ok: 0,
  /** compare/run: a regression was found. */
  regression: 1,
  /** Usage error, or no usable input at all. */
  usage: 2,
  /** Some input was skipped (problems were listed), the rest was used. */
  partial: 3
};
var UsageError = class extends Error {
  name = "UsageError";
};

// src/formats/input-error.ts
var InputError = class extends Error {
  constructor(file, message) {
    super(`${file}: ${message}`);
    this.file = file;
  }
  file;
  name = "InputError";
};

export {
  InputError,
  EXIT,
  UsageError
};
