import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { DEFAULTS } from '../model/defaults.js';
import { EMPTY_CONFIG, loadRepoConfig, parseRepoConfig } from './repo-config.js';
import type { ConfigInForce } from './resolve-policy.js';
import { readWorkspaceFile } from './workspace-file.js';

/**
 * The command line's config: --config FILE, else .github/benchgate.yml of the
 * repository the command runs in (the nearest folder above cwd holding .git,
 * else cwd), the same file the action reads; --no-config reads none. A missing
 * default file is no config; a missing --config FILE is an error. The default
 * file must be a regular file of the repository (not a symbolic link); an
 * explicit --config FILE is the caller's choice and may be anywhere.
 */
export function loadCliConfig(
  cwd: string,
  flags: { config?: string; 'no-config'?: boolean },
): ConfigInForce | undefined {
  if (flags['no-config']) return undefined;
  if (flags.config !== undefined) {
    const path = resolve(cwd, flags.config);
    if (!existsSync(path)) throw new Error(`--config ${flags.config}: no such file`);
    return { config: loadRepoConfig(path), label: flags.config };
  }
  // The default file is the checkout's, whoever wrote it: a link is refused as the action refuses it.
  const root = repositoryRootOf(cwd);
  const text = readWorkspaceFile(root, DEFAULTS.configFile, 'config');
  if (text === undefined) return undefined;
  const config = parseRepoConfig(text, join(root, DEFAULTS.configFile));
  return config === EMPTY_CONFIG ? undefined : { config, label: DEFAULTS.configFile };
}

function repositoryRootOf(cwd: string): string {
  for (let dir = resolve(cwd); ; dir = dirname(dir)) {
    if (existsSync(join(dir, '.git'))) return dir;
    if (dirname(dir) === dir) return resolve(cwd);
  }
}
