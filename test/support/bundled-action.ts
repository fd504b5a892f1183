import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// The bundled action (dist/index.js) started as the runner starts a JavaScript
// action: INPUT_* variables, an event payload file, GITHUB_OUTPUT and
// GITHUB_STEP_SUMMARY files, and GITHUB_API_URL pointing at the fake GitHub.

const root = new URL('../..', import.meta.url).pathname;

export interface BundledActionRun {
  code: number | null;
  stdout: string;
  outputs: Record<string, string>;
  summary: string;
}

export interface BundledActionCall {
  /** A scratch folder holding workspace/ (the checkout) and the runner's files. */
  work: string;
  repo: string;
  sha: string;
  apiUrl: string;
  eventName: string;
  payload: object;
  inputs: Record<string, string>;
}

/**
 * The payload of a pull_request event as GitHub sends it when a branch is
 * pushed: pull request `number` of `repo`, `feature` at `head` into `main`,
 * with `main`'s commit when the test has one.
 */
export function pullRequestPayload(
  repo: string,
  head: string,
  { base, number = 7 }: { base?: string; number?: number } = {},
): object {
  return {
    action: 'synchronize',
    number,
    pull_request: {
      number,
      labels: [],
      head: { sha: head, ref: 'feature', repo: { full_name: repo } },
      base: { ...(base === undefined ? {} : { sha: base }), ref: 'main', repo: { full_name: repo } },
    },
    repository: { full_name: repo },
  };
}

export function runBundledAction(call: BundledActionCall): Promise<BundledActionRun> {
  const { work } = call;
  const eventPath = join(work, 'event.json');
  const outputFile = join(work, 'output.txt');
  const summaryFile = join(work, 'summary.md');
  writeFileSync(eventPath, JSON.stringify(call.payload));
  writeFileSync(outputFile, '');
  writeFileSync(summaryFile, '');
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? work,
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: call.eventName,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: call.repo,
    GITHUB_SHA: call.sha,
    GITHUB_WORKSPACE: join(work, 'workspace'),
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_API_URL: call.apiUrl,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_RUN_ID: '1234',
    RUNNER_TEMP: join(work, 'runner-temp'),
    RUNNER_ENVIRONMENT: 'self-hosted',
  };
  // The runner names inputs INPUT_<NAME> in upper case, keeping hyphens.
  for (const [k, v] of Object.entries(call.inputs)) env[`INPUT_${k.toUpperCase()}`] = v;
  mkdirSync(env.RUNNER_TEMP!, { recursive: true });
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(root, 'dist/index.js')], { env, cwd: env.GITHUB_WORKSPACE });
    let stdout = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stdout += d.toString()));
    child.on('close', (code) =>
      resolve({
        code,
        stdout,
        outputs: parseOutputs(readFileSync(outputFile, 'utf8')),
        summary: readFileSync(summaryFile, 'utf8'),
      }),
    );
  });
}

/** GITHUB_OUTPUT holds name<<DELIMITER / value / DELIMITER blocks. */
function parseOutputs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const re = /^([\w-]+)<<(\S+)\n([\s\S]*?)\n\2$/gm;
  for (let m = re.exec(text); m; m = re.exec(text)) out[m[1]!] = m[3]!;
  return out;
}
