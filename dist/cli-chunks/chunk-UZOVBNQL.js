import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);

// src/process/git.ts
import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

// src/process/child-env.ts
var DROPPED_NAMES = /* @__PURE__ */ new Set([
  "GITHUB_TOKEN",
  "GH_TOKEN",
  "ACTIONS_RUNTIME_TOKEN",
  "ACTIONS_RUNTIME_URL",
  "ACTIONS_CACHE_URL",
  "ACTIONS_CACHE_SERVICE_V2",
  "ACTIONS_RESULTS_URL",
  "GITHUB_ENV",
  "GITHUB_OUTPUT",
  "GITHUB_PATH",
  "GITHUB_STATE",
  "GITHUB_STEP_SUMMARY"
]);
var DROPPED_PREFIXES = ["INPUT_", "ACTIONS_ID_TOKEN_REQUEST_"];
var PROCESS_TAG_VARIABLE = "BENCHGATE_PROCESS_TAG";
function isDroppedVariable(name) {
  const upper = name.toUpperCase();
  return DROPPED_NAMES.has(upper) || DROPPED_PREFIXES.some((p) => upper.startsWith(p));
}
function childEnv(env) {
  const out = {};
  for (const [name, value] of Object.entries(env)) {
    if (value !== void 0 && !isDroppedVariable(name)) out[name] = value;
  }
  return out;
}

// src/process/git.ts
var GitError = class extends Error {
  name = "GitError";
};
function git(args, cwd) {
  return new Promise((resolve, reject) => {
    execFile(
      "git",
      args,
      // Git runs hooks and filters: they get the same environment as the benchmark.
      { cwd, env: childEnv(process.env), maxBuffer: 64 * 1024 * 1024 },
      (err, stdout, stderr) => {
        if (err) {
          const detail = (stderr || err.message).trim().split("\n").slice(-3).join(" ");
          reject(new GitError(`git ${args.join(" ")}: ${detail}`));
        } else {
          resolve(stdout.trim());
        }
      }
    );
  });
}
async function repositoryRoot(dir) {
  return git(["rev-parse", "--show-toplevel"], dir).catch((err) => {
    throw new GitError(
      `${dir} is not in a git repository: benchgate run checks out base and head from git (or give both --base-dir and --head-dir to compare two directories as they are) (${err.message})`
    );
  });
}
async function resolveCommit(ref, cwd) {
  return git(["rev-parse", "--verify", "--quiet", `${ref}^{commit}`], cwd).catch(() => {
    throw new GitError(
      `"${ref}" is not a commit in this repository (fetch it first, e.g. actions/checkout with fetch-depth: 0)`
    );
  });
}
async function defaultBase(cwd) {
  const candidates = ["origin/HEAD", "origin/main", "origin/master", "main", "master"];
  for (const ref of candidates) {
    const ok = await git(["rev-parse", "--verify", "--quiet", `${ref}^{commit}`], cwd).then(
      () => true,
      () => false
    );
    if (!ok) continue;
    const base = await git(["merge-base", "HEAD", ref], cwd).catch(() => "");
    if (base) return base;
  }
  throw new GitError("no default branch found to take the merge-base with: pass --base REF");
}
function worktreeParent(env = process.env) {
  return env.RUNNER_TEMP || tmpdir();
}
async function addWorktree(repoDir, commit, parentDir = worktreeParent()) {
  const parent = await mkdtemp(join(parentDir, "benchgate-wt-"));
  const dir = join(parent, "tree");
  try {
    await git(["worktree", "add", "--detach", "--force", dir, commit], repoDir);
  } catch (err) {
    await rm(parent, { recursive: true, force: true });
    throw err;
  }
  let removed = false;
  return {
    dir,
    commit,
    async remove() {
      if (removed) return;
      removed = true;
      await git(["worktree", "remove", "--force", dir], repoDir).catch(() => void 0);
      await rm(parent, { recursive: true, force: true });
      await git(["worktree", "prune"], repoDir).catch(() => void 0);
    }
  };
}

export {
  PROCESS_TAG_VARIABLE,
  childEnv,
  GitError,
  git,
  repositoryRoot,
  resolveCommit,
  defaultBase,
  addWorktree
};
