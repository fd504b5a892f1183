// The runner preset the action runs: the runner input or the detected one,
// with the inputs' overrides (command, format, results, args, build, count,
// env, design).

import { detectRunner } from '../run/detect-runner.js';
import { applyOverrides, findPreset, loadPresets } from '../run/presets.js';
import type { RunnerPreset } from '../run/preset.js';
import type { ActionSettings } from './inputs.js';

/** The runner preset: the input or the detected one, with the inputs' overrides. */
export function presetFor(settings: ActionSettings, projectDir: string): RunnerPreset {
  const presets = loadPresets();
  let preset =
    settings.runner === 'auto' ? detectRunner(projectDir, presets) : findPreset(settings.runner, presets);
  if (!preset) {
    if (!settings.command)
      throw new Error(`no runner detected in ${settings.workingDirectory}: set the runner or command input`);
    preset = findPreset('command', presets);
  }
  return applyOverrides(preset, {
    ...(settings.command ? { command: settings.command } : {}),
    ...(settings.format !== 'auto' ? { format: settings.format } : {}),
    ...(settings.results ? { results: settings.results } : {}),
    ...(settings.args ? { args: settings.args } : {}),
    ...(settings.build ? { build: settings.build } : {}),
    ...(settings.count !== undefined ? { count: settings.count } : {}),
    ...(Object.keys(settings.env).length ? { env: settings.env } : {}),
    design: settings.design,
  });
}
