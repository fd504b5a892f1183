import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { isFormatName } from '../formats/registry.js';
import { findShippedFile } from '../process/shipped-files.js';
import {
  isPrebuiltKind,
  PREBUILT_KINDS,
  PROCESS_MODES,
  type PrebuiltSpec,
  type ProcessModes,
  type RunnerPreset,
} from './preset.js';
import { isRecord } from '../model/record.js';

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

function validatePreset(raw: unknown, file: string): RunnerPreset {
  const fail = (field: string, what: string): never => {
    throw new Error(`${file}: ${field} ${what}`);
  };
  if (!isRecord(raw)) return fail('(top level)', 'must be a mapping');
  const str = (v: unknown, field: string) => (typeof v === 'string' ? v : fail(field, 'must be a string'));
  const name = str(raw.name, 'name');
  if (!Array.isArray(raw.detect)) fail('detect', 'must be a list');
  const filter = isRecord(raw.filter) ? raw.filter : fail('filter', 'must be a mapping');
  const reps = isRecord(raw.repetitions) ? raw.repetitions : fail('repetitions', 'must be a mapping');
  const results = isRecord(raw.results) ? raw.results : fail('results', 'must be a mapping');
  if (!['stdout', 'file', 'dir'].includes(String(results.from)))
    fail('results.from', 'must be stdout, file or dir');
  const format = str(results.format, 'results.format');
  if (format !== 'auto' && !isFormatName(format)) fail('results.format', `"${format}" is not a known format`);
  if (!['regex-alternation', 'go-bench'].includes(String(filter.join)))
    fail('filter.join', 'must be regex-alternation or go-bench');
  if (typeof reps.perRound !== 'number' || reps.perRound < 1)
    fail('repetitions.perRound', 'must be a number >= 1');
  if (
    reps.sequentialPerRound !== undefined &&
    (typeof reps.sequentialPerRound !== 'number' || reps.sequentialPerRound < 1)
  )
    fail('repetitions.sequentialPerRound', 'must be a number >= 1');
  if (reps.samples !== undefined && reps.samples !== 'each' && reps.samples !== 'median') {
    fail('repetitions.samples', 'must be each or median');
  }
  return {
    name,
    description: str(raw.description, 'description'),
    detect: (raw.detect as unknown[]).map((d, i) => {
      if (!isRecord(d)) return fail(`detect[${i}]`, 'must be a mapping');
      return {
        file: str(d.file, `detect[${i}].file`),
        ...(d.contains ? { contains: str(d.contains, `detect[${i}].contains`) } : {}),
      };
    }),
    ...(raw.build ? { build: str(raw.build, 'build') } : {}),
    run: str(raw.run, 'run'),
    ...(raw.prebuilt !== undefined ? { prebuilt: validatePrebuilt(raw.prebuilt, fail, str) } : {}),
    ...(raw.args !== undefined ? { args: str(raw.args, 'args') } : {}),
    ...(isRecord(raw.list)
      ? {
          list: {
            command: str(raw.list.command, 'list.command'),
            pattern: str(raw.list.pattern, 'list.pattern'),
          },
        }
      : {}),
    filter: {
      default: String(filter.default ?? ''),
      join: filter.join as RunnerPreset['filter']['join'],
      ...(filter.qualify ? { qualify: str(filter.qualify, 'filter.qualify') } : {}),
    },
    repetitions: {
      perRound: reps.perRound as number,
      ...(typeof reps.sequentialPerRound === 'number' ? { sequentialPerRound: reps.sequentialPerRound } : {}),
      unit: str(reps.unit, 'repetitions.unit'),
      ...(reps.samples === 'median' || reps.samples === 'each' ? { samples: reps.samples } : {}),
    },
    results: {
      from: results.from as RunnerPreset['results']['from'],
      ...(results.path ? { path: str(results.path, 'results.path') } : {}),
      format: format as RunnerPreset['results']['format'],
    },
    ...(raw.processModes !== undefined ? { processModes: processModesOf(raw.processModes, fail) } : {}),
    env: isRecord(raw.env) ? Object.fromEntries(Object.entries(raw.env).map(([k, v]) => [k, String(v)])) : {},
    toolchain: Array.isArray(raw.toolchain)
      ? raw.toolchain.map((t: unknown, i: number) => {
          if (!isRecord(t)) return fail(`toolchain[${i}]`, 'must be a mapping');
          return {
            command: str(t.command, `toolchain[${i}].command`),
            install: str(t.install, `toolchain[${i}].install`),
            ...(t.version ? { version: str(t.version, `toolchain[${i}].version`) } : {}),
          };
        })
      : [],
  };
}

function processModesOf(raw: unknown, fail: (field: string, what: string) => never): ProcessModes {
  return (PROCESS_MODES as readonly unknown[]).includes(raw)
    ? (raw as ProcessModes)
    : fail('processModes', `must be one of ${PROCESS_MODES.join(', ')}`);
}

function validatePrebuilt(
  raw: unknown,
  fail: (field: string, what: string) => never,
  str: (v: unknown, field: string) => string,
): PrebuiltSpec {
  if (!isRecord(raw)) return fail('prebuilt', 'must be a mapping');
  if (!isPrebuiltKind(raw.programs))
    return fail('prebuilt.programs', `must be one of ${PREBUILT_KINDS.join(', ')}`);
  const run = str(raw.run, 'prebuilt.run');
  if (!run.includes('{program}')) fail('prebuilt.run', 'must name the program as {program}');
  if (raw.programs === 'cargo-bench-executables' && raw.build === undefined)
    fail('prebuilt.build', 'must say how cargo builds the bench executables');
  return {
    programs: raw.programs,
    run,
    ...(raw.build !== undefined ? { build: str(raw.build, 'prebuilt.build') } : {}),
  };
}
