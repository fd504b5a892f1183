import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeConfigChange } from './config-change.js';
import { ConfigError, EMPTY_CONFIG, parseRepoConfig, type RepoConfig } from './repo-config.js';
import type { ConfigInForce } from './resolve-policy.js';
import { pathInWorkspace, readWorkspaceFile } from './workspace-file.js';

/** The config and comment template in force for a run, and what the report must say about them. */
export interface TrustedFiles {
  /** The config in force; undefined when there is none. */
  file?: ConfigInForce;
  /** Path of the comment template in force; undefined for the shipped one. */
  template?: string;
  /** Sentences for the top of the report: what the pull request would change after merge, or why no file was read. */
  notices: string[];
  /** For the run's log only: what is wrong with the pull request's config (it may quote the file). */
  logOnly?: string[];
}

/**
 * Where the config and template in force come from. Trust boundary: on a
 * pull request the checkout is the PR's, so they are read at a base commit
 * (`commit`) or not at all (`none`: no repository config, the shipped
 * template, and the report says why); only off a pull request (a push, a
 * manual run) is the checkout the branch's own, reviewed files.
 */
export type TrustedSource =
  | { kind: 'checkout' }
  | { kind: 'commit'; commit: string; read: ReadAtCommit }
  | { kind: 'none'; why: string };

/**
 * A path's text at the base commit (git, or the contents API), undefined when
 * the commit has no such path; it throws for anything but a regular file and
 * when the commit cannot be read.
 */
export type ReadAtCommit = (path: string) => Promise<string | undefined>;

export interface TrustedFilesOptions {
  workspace: string;
  /** The config input, relative to the workspace. */
  configPath: string;
  /** The comment-template input ('' for the shipped template). */
  templatePath: string;
  source: TrustedSource;
  /** Where the base commit's template is written to be rendered. */
  scratchDir: string;
}

export async function loadTrustedFiles(o: TrustedFilesOptions): Promise<TrustedFiles> {
  switch (o.source.kind) {
    case 'checkout':
      return loadFromCheckout(o);
    case 'commit': {
      const { commit, read } = o.source;
      let unreadable: string | undefined;
      // A base that cannot be read closes like a base that is absent; a base config that is invalid fails the run.
      const readBase = (path: string) =>
        read(path).catch((err: Error) => {
          unreadable = err.message;
          throw err;
        });
      try {
        return await loadFromCommit(o, commit, readBase);
      } catch (err) {
        if (unreadable === undefined) throw err;
        return failClosed(o, unreadable);
      }
    }
    case 'none':
      return failClosed(o, o.source.why);
  }
}

function loadFromCheckout(o: TrustedFilesOptions): TrustedFiles {
  const text = readWorkspaceFile(o.workspace, o.configPath, 'config');
  const config = text === undefined ? EMPTY_CONFIG : parseRepoConfig(text, o.configPath);
  if (o.templatePath && readWorkspaceFile(o.workspace, o.templatePath, 'comment-template') === undefined)
    throw new Error(`comment-template ${o.templatePath}: no such file in the workspace`);
  return {
    ...(config !== EMPTY_CONFIG ? { file: { config, label: o.configPath } } : {}),
    ...(o.templatePath ? { template: join(o.workspace, o.templatePath) } : {}),
    notices: [],
  };
}

/** No repository config and the shipped template; the one-line note says why. */
function failClosed(o: TrustedFilesOptions, why: string): TrustedFiles {
  const named = [o.configPath, o.templatePath].filter(Boolean).join(' and ');
  return {
    notices: [
      `The base commit's ${named} could not be read (${why}): this report applies no repository config and the shipped template, never the pull request's.`,
    ],
  };
}

async function loadFromCommit(
  o: TrustedFilesOptions,
  base: string,
  read: ReadAtCommit,
): Promise<TrustedFiles> {
  const short = base.slice(0, 12);
  const notices: string[] = [];
  const configPath = pathInWorkspace(o.workspace, o.configPath, 'config');
  const baseText = await read(configPath);
  const config = baseText === undefined ? EMPTY_CONFIG : parseRepoConfig(baseText, `${short}:${configPath}`);
  const pr = readPullRequestFile(o.workspace, configPath, 'config');
  const logOnly: string[] = [];
  if (!sameText(baseText, pr)) notices.push(configNotice(configPath, short, config, pr, logOnly));
  const result: TrustedFiles = {
    ...(baseText !== undefined ? { file: { config, label: configPath } } : {}),
    notices,
    ...(logOnly.length ? { logOnly } : {}),
  };
  if (o.templatePath) {
    const templatePath = pathInWorkspace(o.workspace, o.templatePath, 'comment-template');
    const baseTemplate = await read(templatePath);
    if (baseTemplate !== undefined) {
      result.template = join(o.scratchDir, 'comment-template-of-base.eta');
      writeFileSync(result.template, `${baseTemplate}\n`);
    }
    const prTemplate = readPullRequestFile(o.workspace, templatePath, 'comment-template');
    if (!sameText(baseTemplate, prTemplate))
      notices.push(
        `This pull request changes the comment template ${templatePath}: the base commit's ` +
          `${baseTemplate === undefined ? '(the shipped template)' : `(${short})`} is used; the pull request's applies after merge.`,
      );
  }
  return result;
}

/** The pull request's version of a file, only to describe its change; a refused one is described by why. */
function readPullRequestFile(
  workspace: string,
  path: string,
  what: string,
): string | { refused: string } | undefined {
  try {
    return readWorkspaceFile(workspace, path, what);
  } catch (err) {
    return { refused: (err as Error).message };
  }
}

function configNotice(
  path: string,
  short: string,
  inForce: RepoConfig,
  prText: string | { refused: string } | undefined,
  logOnly: string[],
): string {
  const head = `This pull request changes ${path}: the base commit's version (${short}) is in force; the pull request's applies after merge`;
  if (prText === undefined) return `${head} (it removes the file).`;
  if (typeof prText !== 'string') return `${head}, but benchgate refuses it: ${prText.refused}.`;
  let pr: RepoConfig;
  try {
    pr = parseRepoConfig(prText, path);
  } catch (err) {
    // The place only, never the message: it may quote the file, and this goes into a public comment.
    logOnly.push(`the pull request's ${(err as Error).message}`);
    const where = err instanceof ConfigError ? `${err.file}, line ${err.line}` : path;
    return `${head}, but it is invalid at ${where} (the error is in the run's log).`;
  }
  const changes = describeConfigChange(inForce, pr);
  return `${head}${changes.length ? `: ${changes.join('; ')}` : ' (no change to the policy)'}.`;
}

function sameText(a: string | undefined, b: string | { refused: string } | undefined): boolean {
  return typeof b !== 'string' && b !== undefined ? false : a?.trim() === b?.trim();
}
