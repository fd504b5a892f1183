// The runner preset the action runs: the runner input or the detected one,
// with the inputs' overrides (command, format, results, args, build, count,
// env, design).

import type { RunnerPreset } from '../run/preset.js';
import { ACTION_PRESET_NAMES, resolvePreset } from '../run/resolve-preset.js';
import type { ActionSettings } from './inputs.js';

/** The runner preset: the input or the detected one, with the inputs' overrides. */
export function presetFor(settings: ActionSettings, projectDir: string): RunnerPreset {
  return resolvePreset({
    runner: settings.runner,
    projectDir,
    where: `in ${settings.workingDirectory}`,
    overrides: {
      ...(settings.command ? { command: settings.command } : {}),
      ...(settings.format !== 'auto' ? { format: settings.format } : {}),
      ...(settings.results ? { results: settings.results } : {}),
      ...(settings.args ? { args: settings.args } : {}),
      ...(settings.build ? { build: settings.build } : {}),
      ...(settings.count !== undefined ? { count: settings.count } : {}),
      ...(Object.keys(settings.env).length ? { env: settings.env } : {}),
      design: settings.design,
    },
    names: ACTION_PRESET_NAMES,
  });
}
