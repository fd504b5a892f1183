import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  callGitHub,
  isNotFound,
  isValidationError
} from "./chunk-XXAW4QS6.js";

// src/github/git-branch.ts
function backoffDelay(attempt, backoff = {}) {
  const bound = (backoff.baseMs ?? 500) * 2 ** attempt;
  return Math.floor((backoff.random ?? Math.random)() * bound);
}
var sleepTimer = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
function isLostRace(error) {
  return isValidationError(error) && /^(?:Update is not a fast forward|Reference already exists|Reference does not exist)$/.test(
    error.githubMessage
  );
}
async function readTip(octokit, { owner, repo, branch }) {
  let commit;
  try {
    const { data: data2 } = await callGitHub(
      "read data branch",
      () => octokit.rest.git.getRef({ owner, repo, ref: `heads/${branch}` })
    );
    commit = data2.object.sha;
  } catch (error) {
    if (isNotFound(error)) return void 0;
    throw error;
  }
  const { data } = await callGitHub(
    "read data branch commit",
    () => octokit.rest.git.getCommit({ owner, repo, commit_sha: commit })
  );
  return { commit, tree: data.tree.sha };
}
async function commitOnTop(octokit, { owner, repo }, tip, entries, message, what = "data branch") {
  const { data: tree } = await callGitHub(
    `create ${what} tree`,
    () => octokit.rest.git.createTree({ owner, repo, tree: entries, ...tip ? { base_tree: tip.tree } : {} })
  );
  const { data: commit } = await callGitHub(
    `create ${what} commit`,
    () => octokit.rest.git.createCommit({ owner, repo, message, tree: tree.sha, parents: tip ? [tip.commit] : [] })
  );
  return commit.sha;
}
async function moveBranch(octokit, { owner, repo, branch }, tip, commit) {
  if (tip === void 0) {
    await callGitHub(
      "create data branch",
      () => octokit.rest.git.createRef({ owner, repo, ref: `refs/heads/${branch}`, sha: commit })
    );
  } else {
    await callGitHub(
      "update data branch",
      () => octokit.rest.git.updateRef({ owner, repo, ref: `heads/${branch}`, sha: commit, force: false })
    );
  }
}

export {
  backoffDelay,
  sleepTimer,
  isLostRace,
  readTip,
  commitOnTop,
  moveBranch
};
