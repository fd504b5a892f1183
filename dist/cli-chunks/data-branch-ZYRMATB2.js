import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  backoffDelay,
  commitOnTop,
  isLostRace,
  moveBranch,
  readTip,
  sleepTimer
} from "./chunk-BO26YM3J.js";
import {
  callGitHub
} from "./chunk-XXAW4QS6.js";
import "./chunk-3FRE6W3I.js";

// src/github/data-branch.ts
import { readFile } from "node:fs/promises";
function chartDirectory(at) {
  const base = at.pullNumber === void 0 ? `commits/${at.sha}` : `pr-${at.pullNumber}/${at.sha}`;
  return at.shard ? `${base}/shard-${at.shard.index}-of-${at.shard.count}` : base;
}
async function publishChartImages(octokit, options) {
  const { owner, repo, branch, images, message, log } = options;
  const directory = checkLayout(options.directory, images);
  const target = { owner, repo, branch };
  const entries = await uploadBlobs(octokit, target, directory, images);
  const retries = options.retries ?? 4;
  let tip = await readTip(octokit, target);
  for (let attempt = 0; ; attempt += 1) {
    const parent = tip;
    const commit = await commitOnTop(octokit, target, parent, entries, message, "chart");
    const published = () => {
      log?.info(`Published ${images.length} chart image(s) to ${branch}:${directory} in commit ${commit}`);
      const baseUrl = rawUrl(options, commit, directory);
      return { commitSha: commit, baseUrl, createdBranch: parent === void 0, rebuilt: attempt };
    };
    try {
      await moveBranch(octokit, target, parent, commit);
      return published();
    } catch (error) {
      if (!isLostRace(error) || attempt >= retries) throw error;
      await (options.backoff?.sleep ?? sleepTimer)(backoffDelay(attempt, options.backoff));
      tip = await readTip(octokit, target);
      if (tip?.commit === commit) return published();
      log?.info(
        `The ${branch} branch moved while publishing charts (${error.githubMessage}); committing again on top of ${tip?.commit ?? "nothing"} (retry ${attempt + 1} of ${retries})`
      );
    }
  }
}
var SEGMENT = /^(?!\.{1,2}$)[^/\\\0]+$/;
function checkLayout(directory, images) {
  const dir = directory.replace(/^\/+|\/+$/g, "");
  if (dir === "" || !dir.split("/").every((s) => SEGMENT.test(s))) {
    throw new Error(
      `chart directory ${JSON.stringify(directory)} is not a relative path without "." or ".."`
    );
  }
  if (images.length === 0) throw new Error("publishChartImages: no images to publish");
  const seen = /* @__PURE__ */ new Set();
  for (const { file } of images) {
    if (!SEGMENT.test(file))
      throw new Error(`chart file name ${JSON.stringify(file)} is not a plain file name`);
    if (seen.has(file)) throw new Error(`chart file name ${JSON.stringify(file)} is given twice`);
    seen.add(file);
  }
  return dir;
}
function rawUrl(options, commit, directory) {
  const server = (options.serverUrl ?? "https://github.com").replace(/\/+$/, "");
  const path = directory.split("/").map(encodeURIComponent).join("/");
  return `${server}/${options.owner}/${options.repo}/raw/${commit}/${path}`;
}
async function uploadBlobs(octokit, { owner, repo }, directory, images) {
  const entries = [];
  for (const image of images) {
    const content = (await readFile(image.path)).toString("base64");
    const { data } = await callGitHub(
      `upload chart image ${image.file}`,
      () => octokit.rest.git.createBlob({ owner, repo, content, encoding: "base64" })
    );
    entries.push({ path: `${directory}/${image.file}`, mode: "100644", type: "blob", sha: data.sha });
  }
  return entries;
}
export {
  backoffDelay,
  chartDirectory,
  publishChartImages
};
