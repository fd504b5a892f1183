import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { git } from '../run/git.js';
import { describeConfigChange } from './config-change.js';
import { EMPTY_CONFIG, parseRepoConfig, type RepoConfig } from './repo-config.js';
import type { ConfigInForce } from './resolve-policy.js';

/** The config and comment template in force for a run, and what the report must say about them. */
export interface TrustedFiles {
  /** The config in force; undefined when there is none. */
  file?: ConfigInForce;
  /** Path of the comment template in force; undefined for the shipped one. */
  template?: string;
  /** Sentences for the top of the report: what the pull request would change after merge. */
  notices: string[];
}

export interface TrustedFilesOptions {
  workspace: string;
  /** The config input, relative to the workspace. */
  configPath: string;
  /** The comment-template input ('' for the shipped template). */
  templatePath: string;
  /**
   * The base commit of a pull request. Trust boundary: with it, the config and
   * template are read from this commit (`git show`), never from the checkout,
   * which the pull request controls; a PR that changes them is reported, and
   * its version applies only after merge. Without it (a push, a manual run),
   * the checkout is the branch's own, reviewed code.
   */
  baseCommit?: string;
  /** Where the base commit's template is written to be rendered. */
  scratchDir: string;
}

export async function loadTrustedFiles(o: TrustedFilesOptions): Promise<TrustedFiles> {
  const inWorkspace = (p: string) => (isAbsolute(p) ? p : join(o.workspace, p));
  const readCheckout = (p: string) =>
    existsSync(inWorkspace(p)) ? readFileSync(inWorkspace(p), 'utf8') : undefined;
  // An absolute path is outside the repository: the workflow chose it, not the PR.
  if (!o.baseCommit || isAbsolute(o.configPath)) {
    const text = readCheckout(o.configPath);
    const config = text === undefined ? EMPTY_CONFIG : parseRepoConfig(text, inWorkspace(o.configPath));
    return {
      ...(config !== EMPTY_CONFIG ? { file: { config, label: o.configPath } } : {}),
      ...(o.templatePath ? { template: inWorkspace(o.templatePath) } : {}),
      notices: [],
    };
  }
  const base = o.baseCommit;
  const short = base.slice(0, 12);
  const notices: string[] = [];
  const baseText = await showAt(base, o.configPath, o.workspace);
  const config =
    baseText === undefined ? EMPTY_CONFIG : parseRepoConfig(baseText, `${short}:${o.configPath}`);
  const prText = readCheckout(o.configPath);
  if (!sameText(baseText, prText)) notices.push(configNotice(o.configPath, short, config, prText));
  const result: TrustedFiles = {
    ...(baseText !== undefined ? { file: { config, label: o.configPath } } : {}),
    notices,
  };
  if (o.templatePath) {
    const baseTemplate = await showAt(base, o.templatePath, o.workspace);
    if (baseTemplate !== undefined) {
      result.template = join(o.scratchDir, 'comment-template-of-base.eta');
      writeFileSync(result.template, `${baseTemplate}\n`);
    }
    if (!sameText(baseTemplate, readCheckout(o.templatePath)))
      notices.push(
        `This pull request changes the comment template ${o.templatePath}: the base commit's ` +
          `${baseTemplate === undefined ? '(the shipped template)' : `(${short})`} is used; the pull request's applies after merge.`,
      );
  }
  return result;
}

function configNotice(path: string, short: string, inForce: RepoConfig, prText: string | undefined): string {
  const head = `This pull request changes ${path}: the base commit's version (${short}) is in force; the pull request's applies after merge`;
  if (prText === undefined) return `${head} (it removes the file).`;
  let pr: RepoConfig;
  try {
    pr = parseRepoConfig(prText, path);
  } catch (err) {
    return `${head}, but it is invalid: ${(err as Error).message}`;
  }
  const changes = describeConfigChange(inForce, pr);
  return `${head}${changes.length ? `: ${changes.join('; ')}` : ' (no change to the policy)'}.`;
}

/** A file's text at a commit, or undefined when the commit has no such file. */
async function showAt(commit: string, path: string, cwd: string): Promise<string | undefined> {
  // "./" makes the path relative to cwd (the workspace) rather than to the repository root.
  const spec = `${commit}:./${path.replace(/^\.\//, '')}`;
  const exists = await git(['cat-file', '-e', spec], cwd).then(
    () => true,
    () => false,
  );
  return exists ? git(['show', spec], cwd) : undefined;
}

function sameText(a: string | undefined, b: string | undefined): boolean {
  return a?.trim() === b?.trim();
}
