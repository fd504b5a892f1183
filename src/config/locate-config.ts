import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { DEFAULTS } from './defaults.js';
import { EMPTY_CONFIG, loadRepoConfig } from './repo-config.js';
import type { ConfigInForce } from './resolve-policy.js';

/**
 * The command line's config: --config FILE, else .github/benchgate.yml of the
 * repository the command runs in (the nearest folder above cwd holding .git,
 * else cwd), the same file the action reads; --no-config reads none. A missing
 * default file is no config; a missing --config FILE is an error.
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
  const path = join(repositoryRootOf(cwd), DEFAULTS.configFile);
  const config = loadRepoConfig(path);
  return config === EMPTY_CONFIG ? undefined : { config, label: DEFAULTS.configFile };
}

/** The action's config: the config input, relative to the workspace. */
export function loadActionConfig(workspace: string, input: string): ConfigInForce | undefined {
  const config = loadRepoConfig(isAbsolute(input) ? input : join(workspace, input));
  return config === EMPTY_CONFIG ? undefined : { config, label: input };
}

function repositoryRootOf(cwd: string): string {
  for (let dir = resolve(cwd); ; dir = dirname(dir)) {
    if (existsSync(join(dir, '.git'))) return dir;
    if (dirname(dir) === dir) return resolve(cwd);
  }
}
