import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);

// src/config/workspace-file.ts
import { lstatSync, readFileSync, realpathSync } from "node:fs";
import { isAbsolute, join, relative, resolve, sep } from "node:path";
function pathInside(folder, path) {
  const rel = relative(resolve(folder), resolve(folder, path));
  return rel === "" || rel === ".." || rel.startsWith(`..${sep}`) || isAbsolute(rel) ? void 0 : rel;
}
function pathInWorkspace(workspace, path, what) {
  const rel = pathInside(workspace, path);
  if (rel === void 0)
    throw new Error(
      `${what} ${path}: is outside the workspace ${workspace}; benchgate reads it only from the repository's checkout (docs/security.md)`
    );
  return rel;
}
function readWorkspaceFile(workspace, path, what) {
  const full = join(workspace, pathInWorkspace(workspace, path, what));
  let stat;
  try {
    stat = lstatSync(full);
  } catch (err) {
    if (err.code === "ENOENT") return void 0;
    throw new Error(`${what} ${path}: cannot be read (${err.code})`);
  }
  const refuse = (why) => {
    throw new Error(
      `${what} ${path}: ${why}; benchgate reads only a regular file inside the workspace (docs/security.md)`
    );
  };
  if (stat.isSymbolicLink()) refuse("is a symbolic link");
  if (!stat.isFile()) refuse("is not a regular file");
  const root = realpathSync(workspace);
  if (!realpathSync(full).startsWith(root + sep))
    refuse("resolves outside the workspace through a linked folder");
  return readFileSync(full, "utf8");
}

export {
  pathInside,
  readWorkspaceFile
};
