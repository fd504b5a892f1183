import { detectRunner } from './detect-runner.js';
import type { RunnerPreset } from './preset.js';
import { applyOverrides, findPreset, loadPresets, type PresetOverrides } from './presets.js';

/** How a shell names its settings in the resolver's errors: the action's inputs or the command line's flags. */
export interface PresetCallerNames {
  /** How to choose a runner: "set the runner or command input". */
  chooseRunner: string;
  /** The setting that holds a run command: "the command input". */
  command: string;
}

export const ACTION_PRESET_NAMES: PresetCallerNames = {
  chooseRunner: 'set the runner or command input',
  command: 'the command input',
};

export const CLI_PRESET_NAMES: PresetCallerNames = {
  chooseRunner: 'pass --runner R, or --command "..."',
  command: '--command "..."',
};

/** A runner the settings do not make runnable; the command line reports it as a usage error. */
export class PresetChoiceError extends Error {}

export interface PresetRequest {
  /** A preset's name, or 'auto' to detect one in projectDir. */
  runner: string;
  projectDir: string;
  /** Where detection looked, for the error: "here", "in ./bench". */
  where: string;
  overrides: PresetOverrides;
  names: PresetCallerNames;
}

/**
 * The preset a run uses, the one resolver of both shells: the named runner,
 * or the detected one, or the command runner when only a command is given;
 * then the overrides. The command runner without a command is refused, since
 * it has no run command of its own.
 */
export function resolvePreset(request: PresetRequest, presets = loadPresets()): RunnerPreset {
  const { runner, overrides, names } = request;
  const chosen = runner === 'auto' ? detectRunner(request.projectDir, presets) : findPreset(runner, presets);
  if (!chosen && !overrides.command)
    throw new PresetChoiceError(`no runner detected ${request.where}: ${names.chooseRunner}`);
  const preset = applyOverrides(chosen ?? findPreset('command', presets), overrides);
  if (preset.name === 'command' && !overrides.command)
    throw new PresetChoiceError(`the command runner needs ${names.command}`);
  return preset;
}
