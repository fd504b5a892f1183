import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);

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
  InputError
};
