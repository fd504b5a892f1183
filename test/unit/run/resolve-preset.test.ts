import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import {
  ACTION_PRESET_NAMES,
  CLI_PRESET_NAMES,
  PresetChoiceError,
  resolvePreset,
  type PresetCallerNames,
} from '../../../src/run/resolve-preset.js';

const scratch = mkdtempSync(join(tmpdir(), 'benchgate-resolve-preset-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const empty = mkdtempSync(join(scratch, 'empty-'));
const goModule = mkdtempSync(join(scratch, 'go-'));
writeFileSync(join(goModule, 'go.mod'), 'module x\n');

const request = (
  runner: string,
  projectDir: string,
  command: string | undefined,
  names: PresetCallerNames,
) => ({
  runner,
  projectDir,
  where: 'here',
  overrides: command ? { command } : {},
  names,
});

describe('one preset resolver for both shells', () => {
  test.each([
    ['the action', ACTION_PRESET_NAMES, 'the command runner needs the command input'],
    ['the command line', CLI_PRESET_NAMES, 'the command runner needs --command "..."'],
  ])('%s refuses runner: command without a command', (_shell, names, message) => {
    const attempt = () => resolvePreset(request('command', empty, undefined, names));
    expect(attempt).toThrow(PresetChoiceError);
    expect(attempt).toThrow(message);
  });

  test.each([
    ['the action', ACTION_PRESET_NAMES, 'no runner detected here: set the runner or command input'],
    ['the command line', CLI_PRESET_NAMES, 'no runner detected here: pass --runner R, or --command "..."'],
  ])('%s: nothing detected and no command', (_shell, names, message) => {
    expect(() => resolvePreset(request('auto', empty, undefined, names))).toThrow(message);
  });

  test('a command alone runs as the command runner; a detected project gets its preset', () => {
    const own = resolvePreset(request('auto', empty, './bench.sh {count}', CLI_PRESET_NAMES));
    expect([own.name, own.run]).toEqual(['command', './bench.sh {count}']);
    expect(resolvePreset(request('auto', goModule, undefined, ACTION_PRESET_NAMES)).name).toBe('go');
    const named = resolvePreset(request('command', empty, 'make bench', ACTION_PRESET_NAMES));
    expect([named.name, named.run]).toEqual(['command', 'make bench']);
  });
});
