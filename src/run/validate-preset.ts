// A runner preset's YAML read into a RunnerPreset, every field checked. A
// preset is shipped in runners/ or written by a user beside their config, so a
// mistake in one must name its file and field, not surface later as a run
// that does something else.
import { isFormatName } from '../formats/registry.js';
import { isRecord } from '../model/record.js';
import {
  isPrebuiltKind,
  PREBUILT_KINDS,
  PROCESS_MODES,
  type PrebuiltSpec,
  type ProcessModes,
  type RunnerPreset,
} from './preset.js';

/** The reader of one preset file's fields: each refusal names the file and the field. */
interface Fields {
  fail(field: string, what: string): never;
  string(value: unknown, field: string): string;
  mapping(value: unknown, field: string): Record<string, unknown>;
}

function fieldsOf(file: string): Fields {
  const fail = (field: string, what: string): never => {
    throw new Error(`${file}: ${field} ${what}`);
  };
  return {
    fail,
    string: (value, field) => (typeof value === 'string' ? value : fail(field, 'must be a string')),
    mapping: (value, field) => (isRecord(value) ? value : fail(field, 'must be a mapping')),
  };
}

export function validatePreset(raw: unknown, file: string): RunnerPreset {
  const f = fieldsOf(file);
  const preset = f.mapping(raw, '(top level)');
  return {
    name: f.string(preset.name, 'name'),
    description: f.string(preset.description, 'description'),
    detect: detectRules(preset.detect, f),
    ...(preset.build ? { build: f.string(preset.build, 'build') } : {}),
    run: f.string(preset.run, 'run'),
    ...(preset.prebuilt !== undefined ? { prebuilt: prebuiltSpec(preset.prebuilt, f) } : {}),
    ...(preset.args !== undefined ? { args: f.string(preset.args, 'args') } : {}),
    ...(isRecord(preset.list)
      ? {
          list: {
            command: f.string(preset.list.command, 'list.command'),
            pattern: f.string(preset.list.pattern, 'list.pattern'),
          },
        }
      : {}),
    filter: filterSpec(preset.filter, f),
    repetitions: repetitionSpec(preset.repetitions, f),
    results: resultsSpec(preset.results, f),
    ...(preset.processModes !== undefined ? { processModes: processModesOf(preset.processModes, f) } : {}),
    env: isRecord(preset.env)
      ? Object.fromEntries(Object.entries(preset.env).map(([k, v]) => [k, String(v)]))
      : {},
    toolchain: toolchainOf(preset.toolchain, f),
  };
}

function detectRules(raw: unknown, f: Fields): RunnerPreset['detect'] {
  if (!Array.isArray(raw)) return f.fail('detect', 'must be a list');
  return raw.map((d: unknown, i) => {
    const rule = f.mapping(d, `detect[${i}]`);
    return {
      file: f.string(rule.file, `detect[${i}].file`),
      ...(rule.contains ? { contains: f.string(rule.contains, `detect[${i}].contains`) } : {}),
    };
  });
}

function filterSpec(raw: unknown, f: Fields): RunnerPreset['filter'] {
  const filter = f.mapping(raw, 'filter');
  if (filter.join !== 'regex-alternation' && filter.join !== 'go-bench')
    return f.fail('filter.join', 'must be regex-alternation or go-bench');
  return {
    default: String(filter.default ?? ''),
    join: filter.join,
    ...(filter.qualify ? { qualify: f.string(filter.qualify, 'filter.qualify') } : {}),
  };
}

function repetitionSpec(raw: unknown, f: Fields): RunnerPreset['repetitions'] {
  const reps = f.mapping(raw, 'repetitions');
  const atLeastOne = (value: unknown, field: string): number =>
    typeof value === 'number' && value >= 1 ? value : f.fail(field, 'must be a number >= 1');
  const perRound = atLeastOne(reps.perRound, 'repetitions.perRound');
  const sequentialPerRound =
    reps.sequentialPerRound === undefined
      ? undefined
      : atLeastOne(reps.sequentialPerRound, 'repetitions.sequentialPerRound');
  if (reps.samples !== undefined && reps.samples !== 'each' && reps.samples !== 'median')
    f.fail('repetitions.samples', 'must be each or median');
  return {
    perRound,
    ...(sequentialPerRound !== undefined ? { sequentialPerRound } : {}),
    unit: f.string(reps.unit, 'repetitions.unit'),
    ...(reps.samples === 'median' || reps.samples === 'each' ? { samples: reps.samples } : {}),
  };
}

function resultsSpec(raw: unknown, f: Fields): RunnerPreset['results'] {
  const results = f.mapping(raw, 'results');
  if (results.from !== 'stdout' && results.from !== 'file' && results.from !== 'dir')
    return f.fail('results.from', 'must be stdout, file or dir');
  const format = f.string(results.format, 'results.format');
  if (format !== 'auto' && !isFormatName(format))
    f.fail('results.format', `"${format}" is not a known format`);
  return {
    from: results.from,
    ...(results.path ? { path: f.string(results.path, 'results.path') } : {}),
    format: format as RunnerPreset['results']['format'],
  };
}

function processModesOf(raw: unknown, f: Fields): ProcessModes {
  return (PROCESS_MODES as readonly unknown[]).includes(raw)
    ? (raw as ProcessModes)
    : f.fail('processModes', `must be one of ${PROCESS_MODES.join(', ')}`);
}

function prebuiltSpec(raw: unknown, f: Fields): PrebuiltSpec {
  const prebuilt = f.mapping(raw, 'prebuilt');
  if (!isPrebuiltKind(prebuilt.programs))
    return f.fail('prebuilt.programs', `must be one of ${PREBUILT_KINDS.join(', ')}`);
  const run = f.string(prebuilt.run, 'prebuilt.run');
  if (!run.includes('{program}')) f.fail('prebuilt.run', 'must name the program as {program}');
  if (prebuilt.programs === 'cargo-bench-executables' && prebuilt.build === undefined)
    f.fail('prebuilt.build', 'must say how cargo builds the bench executables');
  return {
    programs: prebuilt.programs,
    run,
    ...(prebuilt.build !== undefined ? { build: f.string(prebuilt.build, 'prebuilt.build') } : {}),
  };
}

function toolchainOf(raw: unknown, f: Fields): RunnerPreset['toolchain'] {
  if (!Array.isArray(raw)) return [];
  return raw.map((t: unknown, i) => {
    const tool = f.mapping(t, `toolchain[${i}]`);
    return {
      command: f.string(tool.command, `toolchain[${i}].command`),
      install: f.string(tool.install, `toolchain[${i}].install`),
      ...(tool.version ? { version: f.string(tool.version, `toolchain[${i}].version`) } : {}),
    };
  });
}
