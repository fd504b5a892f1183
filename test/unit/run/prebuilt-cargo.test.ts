import { describe, expect, it } from 'vitest';
import { parseCargoExecutables } from '../../../src/run/prebuilt-cargo.js';

// The executables of real cargo output are tested in test/integration/prebuilt-cargo.test.ts;
// here only what is not cargo's: a line cut short, and text that is not a message.
describe("cargo's JSON messages", () => {
  it('stops at a line that is not JSON, naming the command and the line', () => {
    expect(() =>
      parseCargoExecutables('plain text is skipped\n{"reason":"compiler-artifact",', 'cargo bench --no-run'),
    ).toThrow(/^cargo bench --no-run: line 2 of its output is not one of cargo's JSON messages: /);
  });

  it('finds nothing in output without messages', () => {
    expect(parseCargoExecutables('\n   Compiling x\n', 'cargo bench --no-run')).toEqual([]);
  });
});
