import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { isFormatName } from '../formats/registry.js';
import { findShippedFile } from '../process/shipped-files.js';
import type { RunnerPreset } from './preset.js';
import { validatePreset } from './validate-preset.js';

/** runners/ beside dist/ (or beside src/ in a checkout). */
function defaultRunnersDir(): string {
  const found = findShippedFile(join('runners', 'go.yml'));
  if (!found) throw new Error('runners/go.yml not found beside benchgate');
  return dirname(found);
}

/** Every preset in runners/, validated; a malformed preset is an error naming its file and field. */
export function loadPresets(dir = defaultRunnersDir()): RunnerPreset[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.yml'))
    .sort()
    .map((f) => validatePreset(parseYaml(readFileSync(join(dir, f), 'utf8')), join(dir, f)));
}

export function findPreset(name: string, presets: readonly RunnerPreset[]): RunnerPreset {
  const found = presets.find((p) => p.name === name);
  if (!found) {
    throw new Error(`unknown runner "${name}" (known: ${presets.map((p) => p.name).join(', ')}, or auto)`);
  }
  return found;
}

/** Overrides from the action or CLI, field by field; `command` replaces the run command. */
export interface PresetOverrides {
  command?: string;
  build?: string;
  format?: string;
  results?: string;
  count?: number;
  env?: Record<string, string>;
  args?: string;
  /** The design the rounds follow: the sequential one may take fewer repetitions per round (RepetitionSpec.sequentialPerRound). */
  design?: 'fixed' | 'sequential';
}

export function applyOverrides(preset: RunnerPreset, o: PresetOverrides): RunnerPreset {
  const out: RunnerPreset = structuredClone(preset);
  if (o.command) {
    out.run = o.command;
    // The programs are built for the preset's own run command, not for the user's.
    delete out.prebuilt;
    // Nothing is known of the modes of a user's own program's processes.
    delete out.processModes;
    // A user's own command prints to stdout unless they say where results land.
    if (!o.results && preset.name !== 'command') out.results = { from: 'stdout', format: out.results.format };
  }
  if (o.build !== undefined) out.build = o.build || undefined;
  if (o.results) out.results = { ...out.results, from: 'file', path: o.results };
  if (o.format) {
    if (o.format !== 'auto' && !isFormatName(o.format)) throw new Error(`unknown format "${o.format}"`);
    out.results.format = o.format as RunnerPreset['results']['format'];
  }
  if (o.count !== undefined) out.repetitions.perRound = o.count;
  else if (o.design === 'sequential' && preset.repetitions.sequentialPerRound !== undefined)
    out.repetitions.perRound = preset.repetitions.sequentialPerRound;
  if (o.env) out.env = { ...out.env, ...o.env };
  if (o.args !== undefined) {
    // A preset without {args} gets them at the end of its run command (and of its programs' run).
    if (!out.run.includes('{args}')) out.run = `${out.run} {args}`;
    if (out.prebuilt && !out.prebuilt.run.includes('{args}')) out.prebuilt.run = `${out.prebuilt.run} {args}`;
    out.args = o.args;
  }
  return out;
}
