import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  DEFAULT_RETENTION,
  firstMonthKept
} from "./chunk-WSAQOG5D.js";
import {
  CALIBRATION_FOLDER
} from "./chunk-SLKJS4U7.js";
import {
  backoffDelay,
  isLostRace,
  moveBranch,
  readTip,
  sleepTimer
} from "./chunk-BO26YM3J.js";
import {
  MAX_FILE_BYTES,
  MONTH_FILE_PATTERN,
  appendPlan,
  fitsIn,
  joinedText,
  partFile
} from "./chunk-7UP3P5UV.js";
import {
  callGitHub
} from "./chunk-XXAW4QS6.js";
import "./chunk-SXB72H45.js";
import "./chunk-7KBJNNDM.js";
import {
  InputError
} from "./chunk-RBWFMI4E.js";
import "./chunk-LNLQHGIY.js";
import "./chunk-UEKWDCHD.js";
import "./chunk-3FRE6W3I.js";

// src/github/history-branch.ts
var MAX_TREE_REQUEST_CHARS = 4 * 1024 * 1024;
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
    const where = `${this.target.branch}:${path || "/"}`;
    const { data } = await callGitHub(
      `read ${path || "the branch root"}`,
      () => this.octokit.rest.git.getTree({ owner, repo, tree_sha: tree })
    );
    if (data.truncated)
      throw new InputError(
        where,
        "the Git trees API truncated this folder's listing; refused rather than read in part"
      );
    return new Map(
      data.tree.map((e) => [
        e.path ?? "",
        {
          type: e.type ?? "",
          mode: e.mode ?? "",
          sha: e.sha ?? "",
          ...e.size !== void 0 ? { size: e.size } : {}
        }
      ])
    );
  }
  /**
   * Lists the folder `path` and everything below it in one request (GET a
   * tree with ?recursive), so a pass over every family costs one request,
   * not one per family. Where GitHub truncates that listing it is dropped,
   * and the folders are listed one by one as they are asked for (each of
   * which must come whole). Returns whether the one request sufficed.
   */
  async preload(path) {
    const slash = path.lastIndexOf("/");
    const entry = (await this.folder(slash < 0 ? "" : path.slice(0, slash)))?.get(path.slice(slash + 1));
    if (entry?.type !== "tree") return true;
    const { owner, repo } = this.target;
    const { data } = await callGitHub(
      `read ${path} and below`,
      () => this.octokit.rest.git.getTree({ owner, repo, tree_sha: entry.sha, recursive: "true" })
    );
    if (data.truncated) return false;
    const listed = /* @__PURE__ */ new Map([[path, /* @__PURE__ */ new Map()]]);
    for (const e of data.tree) {
      const full = `${path}/${e.path ?? ""}`;
      const cut = full.lastIndexOf("/");
      const [folder, name] = [full.slice(0, cut), full.slice(cut + 1)];
      if (e.type === "tree" && !listed.has(full)) listed.set(full, /* @__PURE__ */ new Map());
      const entries = listed.get(folder) ?? /* @__PURE__ */ new Map();
      listed.set(folder, entries);
      entries.set(name, {
        type: e.type ?? "",
        mode: e.mode ?? "",
        sha: e.sha ?? "",
        ...e.size !== void 0 ? { size: e.size } : {}
      });
    }
    for (const [folder, entries] of listed) this.folders.set(folder, Promise.resolve(entries));
    return true;
  }
  /** The regular file at `path`; undefined when there is none; an InputError when something else is there. */
  async file(path) {
    const slash = path.lastIndexOf("/");
    const entry = (await this.folder(slash < 0 ? "" : path.slice(0, slash)))?.get(path.slice(slash + 1));
    if (entry === void 0) return void 0;
    if (entry.type !== "blob" || entry.mode !== "100644" && entry.mode !== "100755")
      throw new InputError(
        `${this.target.branch}:${path}`,
        `is a ${entry.type === "blob" ? `file of mode ${entry.mode} (a link)` : entry.type}, not a month file of the store; refused`
      );
    return entry;
  }
};
async function readBlob(octokit, { owner, repo }, sha, where) {
  const { data } = await callGitHub(
    `read ${where}`,
    () => octokit.rest.git.getBlob({ owner, repo, file_sha: sha })
  );
  const bytes = data.encoding === "base64" ? Buffer.from(data.content, "base64") : Buffer.from(data.content, "utf8");
  if (bytes.length > MAX_FILE_BYTES)
    throw new InputError(
      where,
      `is ${bytes.length} bytes, over the store's limit of ${MAX_FILE_BYTES} per file; refused`
    );
  return bytes;
}
async function appendedFiles(octokit, reader, target, prefix, plan) {
  const files = [];
  for (const { folder, text } of plan.files) {
    for (let part = 1; ; part++) {
      const path = `${prefix}/${partFile(folder, plan.month, part)}`;
      const existing = await reader.file(path);
      if (!fitsIn(existing?.size ?? 0, text)) continue;
      const where = `${target.branch}:${path}`;
      const before = existing ? await readBlob(octokit, target, existing.sha, where) : void 0;
      const content = `${before ? before.toString("utf8") : ""}${joinedText(before, text)}`;
      files.push({ path, mode: "100644", type: "blob", content });
      break;
    }
  }
  return files;
}
async function expiredFiles(reader, prefix, month, policy) {
  const dropBefore = firstMonthKept(/* @__PURE__ */ new Date(`${month}-01T00:00:00Z`), policy.keepMonths);
  if (dropBefore === "" || (await reader.folder(`${prefix}/commits`))?.has(`${month}.jsonl`)) return [];
  const folders = [`${prefix}/commits`, `${prefix}/${CALIBRATION_FOLDER}`];
  for (const [name, e] of await reader.folder(`${prefix}/series`) ?? [])
    if (e.type === "tree") folders.push(`${prefix}/series/${name}`);
  const out = [];
  for (const folder of folders) {
    for (const [name, e] of await reader.folder(folder) ?? []) {
      const m = MONTH_FILE_PATTERN.exec(name);
      if (m && e.type === "blob" && m[1] < dropBefore)
        out.push({ path: `${folder}/${name}`, mode: "100644", type: "blob", sha: null });
    }
  }
  return out;
}
async function commitChanges(octokit, { owner, repo }, tip, changes, message) {
  let base = tip?.tree;
  for (let i = 0; i < changes.length || base === void 0; ) {
    const batch = [];
    let chars = 0;
    while (i < changes.length) {
      const size = "content" in changes[i] ? changes[i].content.length : 0;
      if (batch.length > 0 && chars + size > MAX_TREE_REQUEST_CHARS) break;
      batch.push(changes[i++]);
      chars += size;
    }
    const on = base;
    const { data } = await callGitHub(
      "create history tree",
      () => octokit.rest.git.createTree({ owner, repo, tree: batch, ...on ? { base_tree: on } : {} })
    );
    base = data.sha;
  }
  const tree = base;
  const { data: commit } = await callGitHub(
    "create history commit",
    () => octokit.rest.git.createCommit({ owner, repo, message, tree, parents: tip ? [tip.commit] : [] })
  );
  return commit.sha;
}
async function appendHistoryOnBranch(octokit, input, options) {
  const target = { owner: options.owner, repo: options.repo, branch: options.branch };
  const prefix = (options.path ?? "history").replace(/^\/+|\/+$/g, "");
  const retries = options.retries ?? 4;
  const plan = appendPlan(input);
  for (let attempt = 0; ; attempt += 1) {
    const tip = await readTip(octokit, target);
    const reader = new TreeReader(octokit, target, tip?.tree);
    if (!await reader.preload(prefix))
      options.log?.info(`The listing of ${prefix} came truncated; listing its folders one by one`);
    const retention = options.retention ?? DEFAULT_RETENTION;
    const removed = await expiredFiles(reader, prefix, plan.month, retention);
    const files = await appendedFiles(octokit, reader, target, prefix, plan);
    const commit = await commitChanges(
      octokit,
      target,
      tip,
      [...files, ...removed],
      `history: ${input.commit}`
    );
    try {
      await moveBranch(octokit, target, tip, commit);
      options.log?.info(`Appended ${input.commit} to ${target.branch}:${prefix} in commit ${commit}`);
      return {
        commit,
        files: files.map((e) => e.path),
        removed: removed.map((e) => e.path),
        rebuilt: attempt
      };
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
  TreeReader,
  appendHistoryOnBranch,
  readBlob
};
