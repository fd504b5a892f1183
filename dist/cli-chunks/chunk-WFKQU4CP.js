import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);

// src/process/shipped-files.ts
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
function findShippedFile(...candidates) {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    for (const candidate of candidates) {
      const path = join(dir, candidate);
      if (existsSync(path)) return path;
    }
    dir = dirname(dir);
  }
  return void 0;
}

export {
  findShippedFile
};
