import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  callGitHub,
  isNotFound,
  isValidationError
} from "./chunk-LIP7UBYR.js";
import {
  appendPlan,
  fitsIn,
  partFile
} from "./chunk-T3IJTLHX.js";
import "./chunk-F2QDOMIS.js";
import "./chunk-VDJMB24V.js";
import "./chunk-3FRE6W3I.js";

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

// src/github/history-branch.ts
var TreeReader = class {
  constructor(octokit, target, root) {
    this.octokit = octokit;
    this.target = target;
    this.root = root;
  }
  octokit;
  target;
  root;
  folders = /* @__PURE__ */ new Map();
  /** The entries of a folder ("" is the root); undefined when it does not exist. */
  folder(path) {
    let found = this.folders.get(path);
    if (!found) {
      found = this.list(path);
      this.folders.set(path, found);
    }
    return found;
  }
  async list(path) {
    let sha = this.root;
    if (path !== "") {
      const slash = path.lastIndexOf("/");
      const parent = await this.folder(slash < 0 ? "" : path.slice(0, slash));
      const entry = parent?.get(path.slice(slash + 1));
      sha = entry?.type === "tree" ? entry.sha : void 0;
    }
    if (sha === void 0) return void 0;
    const { owner, repo } = this.target;
    const tree = sha;
    const { data } = await callGitHub(
      `read ${path || "the branch root"}`,
      () => this.octokit.rest.git.getTree({ owner, repo, tree_sha: tree })
    );
    return new Map(
      data.tree.map((e) => [
        e.path ?? "",
        { type: e.type ?? "", sha: e.sha ?? "", ...e.size !== void 0 ? { size: e.size } : {} }
      ])
    );
  }
  async file(path) {
    const slash = path.lastIndexOf("/");
    const entry = (await this.folder(slash < 0 ? "" : path.slice(0, slash)))?.get(path.slice(slash + 1));
    return entry?.type === "blob" ? entry : void 0;
  }
};
async function readBlob(octokit, { owner, repo }, sha, path) {
  const { data } = await callGitHub(
    `read ${path}`,
    () => octokit.rest.git.getBlob({ owner, repo, file_sha: sha })
  );
  return data.encoding === "base64" ? Buffer.from(data.content, "base64") : Buffer.from(data.content, "utf8");
}
async function appendBlobs(octokit, target, tip, prefix, input) {
  const reader = new TreeReader(octokit, target, tip?.tree);
  const plan = appendPlan(input);
  const entries = [];
  for (const { folder, text } of plan.files) {
    for (let part = 1; ; part++) {
      const path = `${prefix}/${partFile(folder, plan.month, part)}`;
      const existing = await reader.file(path);
      if (!fitsIn(existing?.size ?? 0, text)) continue;
      const before = existing ? await readBlob(octokit, target, existing.sha, path) : Buffer.alloc(0);
      const content = Buffer.concat([before, Buffer.from(text, "utf8")]).toString("base64");
      const { data } = await callGitHub(
        `write ${path}`,
        () => octokit.rest.git.createBlob({ owner: target.owner, repo: target.repo, content, encoding: "base64" })
      );
      entries.push({ path, mode: "100644", type: "blob", sha: data.sha });
      break;
    }
  }
  return entries;
}
async function appendHistoryOnBranch(octokit, input, options) {
  const target = { owner: options.owner, repo: options.repo, branch: options.branch };
  const prefix = (options.path ?? "history").replace(/^\/+|\/+$/g, "");
  const retries = options.retries ?? 4;
  for (let attempt = 0; ; attempt += 1) {
    const tip = await readTip(octokit, target);
    const entries = await appendBlobs(octokit, target, tip, prefix, input);
    const commit = await commitOnTop(octokit, target, tip, entries, `history: ${input.commit}`, "history");
    try {
      await moveBranch(octokit, target, tip, commit);
      options.log?.info(`Appended ${input.commit} to ${target.branch}:${prefix} in commit ${commit}`);
      return { commit, files: entries.map((e) => e.path), rebuilt: attempt };
    } catch (error) {
      if (!isLostRace(error) || attempt >= retries) throw error;
      options.log?.info(
        `The ${target.branch} branch moved while appending (${error.githubMessage}); appending again on top of its new tip (retry ${attempt + 1} of ${retries})`
      );
      await (options.backoff?.sleep ?? sleepTimer)(backoffDelay(attempt, options.backoff));
    }
  }
}
export {
  appendHistoryOnBranch
};
