import { existsSync, readFileSync } from 'node:fs';
import { parseDocument } from 'yaml';
import { isRecord } from '../model/record.js';
import { CONFIG_KEY_PARSERS, type KeyedConfig, type KeyPlace } from './config-keys.js';
import {
  EMPTY_SELECTION_CONFIG,
  parseSelectionConfig,
  SELECTION_KEYS,
  yamlLineOf,
  type SelectionConfig,
} from './selection-config.js';

/**
 * The repository's own benchmark policy, reviewed in PRs like code
 * (.github/benchgate.yml):
 *
 *   threshold: 5%
 *   alpha: 0.05
 *   thresholds:
 *     - { benchmark: "BenchmarkFile*", threshold: 20% }
 *     - { unit: allocs/op, threshold: 0% }
 *   directions: { consumed-msgs: bigger }
 *   patterns: [...]          # see docs/patterns.md
 *   waivers:
 *     - { benchmark: "BenchmarkWriteBlock/*", reason: "...", expires: 2026-12-31 }
 *   floors: { ns/op: 5ns, B/op: 64 }   # or a list of { benchmark, unit, floor }
 *   tiers:                   # block | warn | shadow, first match wins; the rest block
 *     - { benchmark: "BenchmarkCore*", tier: block }
 *     - { benchmark: "*", tier: warn }
 *   on-missing: neutral      # fail | neutral | pass
 *   retired:
 *     - { benchmark: "BenchmarkOldCodec*", reason: "the codec was removed in #412" }
 *   trigger: "label: benchmark"   # always | comment | label: <name> | title: <keyword>
 *   two-humped-rounds: true  # judge two-humped rows on paired rounds by mode (default false)
 */
export interface RepoConfig extends KeyedConfig {
  /** always-run and paths: which changes run which benchmarks (select: affected, docs/selection.md). */
  selection: SelectionConfig;
}

/** A config that sets nothing, with fresh lists (a caller may add to its config's). */
function emptyConfig(selection: SelectionConfig): RepoConfig {
  return {
    rules: [],
    directions: {},
    patternFormats: [],
    waivers: [],
    floors: [],
    tiers: [],
    retired: [],
    selection,
  };
}

export const EMPTY_CONFIG: RepoConfig = emptyConfig(EMPTY_SELECTION_CONFIG);

/** Reads the config; a missing file is the empty config, a malformed one is an error naming file and line. */
export function loadRepoConfig(path: string): RepoConfig {
  if (!existsSync(path)) return EMPTY_CONFIG;
  return parseRepoConfig(readFileSync(path, 'utf8'), path);
}

/**
 * A config that cannot be used, with the file and line it is at: a pull
 * request's report names the place only, since the message may quote the file.
 */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(
    readonly file: string,
    readonly line: number,
    detail: string,
  ) {
    super(`${file}:${line}: ${detail}`);
  }
}

/** Parses a config's text; `path` names it in errors (a file, or "<commit>:<file>"). */
export function parseRepoConfig(text: string, path: string): RepoConfig {
  const doc = parseDocument(text, { uniqueKeys: true });
  const err = doc.errors[0];
  if (err)
    throw new ConfigError(path, err.linePos?.[0]?.line ?? 1, `invalid YAML: ${err.message.split('\n')[0]}`);
  const raw = doc.toJS() ?? {};
  if (!isRecord(raw)) throw new ConfigError(path, 1, 'must be a mapping');
  const lineOf = yamlLineOf(text);
  const failAll = (field: string, messages: readonly string[]): never => {
    throw new ConfigError(path, lineOf(fieldPath(field)) || 1, messages.join('\n'));
  };
  const at: KeyPlace = {
    path,
    failAll,
    failAt: (field, message) => failAll(field, [message]),
    fail: (field, what) => failAll(field, [`${field} ${what}`]),
  };
  const known = [...Object.keys(CONFIG_KEY_PARSERS), ...SELECTION_KEYS];
  for (const key of Object.keys(raw))
    if (!known.includes(key)) at.fail(key, `is not a known key (known: ${known.join(', ')})`);

  const selection = parseSelectionConfig(raw, path, lineOf);
  const first = selection.problems[0];
  if (first)
    throw new ConfigError(
      first.file,
      first.line,
      selection.problems
        .map((p, i) => (i === 0 ? p.message : `${p.file}:${p.line}: ${p.message}`))
        .join('\n'),
    );
  const config = emptyConfig(selection.config);
  for (const [key, parse] of Object.entries(CONFIG_KEY_PARSERS))
    if (raw[key] !== undefined) Object.assign(config, parse(raw[key], at));
  return config;
}

/** "thresholds[0].threshold" as the YAML path ['thresholds', 0, 'threshold']. */
function fieldPath(field: string): (string | number)[] {
  return [...field.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) => (m[2] !== undefined ? Number(m[2]) : m[1]!));
}
