// GET /repos/{owner}/{repo}/contents/{path}?ref=: a file at a commit, in
// GitHub's shapes: a file inlined as base64 (lines of 60 characters), a
// symbolic link as its target, 404 "Not Found" for a path the commit lacks and
// 404 "No commit found for the ref" for a commit GitHub does not know.

import { createHash } from 'node:crypto';
import { errorBody } from './faults.js';
import { repoOf, type Route } from './route-kit.js';

const DOC = 'https://docs.github.com/rest/repos/contents#get-repository-content';

export const contentRoutes: Route[] = [
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/contents/{path*}',
    handle(ctx) {
      const repo = repoOf(ctx);
      const ref = ctx.query.get('ref') ?? 'main';
      const path = ctx.params.path!;
      const atRef = ctx.state.contents.filter((c) => c.repo === repo && c.ref === ref);
      if (atRef.length === 0)
        return { status: 404, body: errorBody(404, `No commit found for the ref ${ref}`, DOC) };
      const entry = atRef.find((c) => c.path === path);
      if (!entry) return { status: 404, body: errorBody(404, 'Not Found', DOC) };
      const body = entry.symlinkTarget ?? entry.text ?? '';
      const sha = createHash('sha1')
        .update(`blob ${Buffer.byteLength(body)}\0${body}`)
        .digest('hex');
      const url = `${ctx.api}/repos/${repo}/contents/${path}?ref=${ref}`;
      const common = {
        name: path.split('/').at(-1),
        path,
        sha,
        size: Buffer.byteLength(body),
        url,
        html_url: `https://github.com/${repo}/blob/${ref}/${path}`,
        git_url: `${ctx.api}/repos/${repo}/git/blobs/${sha}`,
        download_url: `https://raw.githubusercontent.com/${repo}/${ref}/${path}`,
        _links: {
          self: url,
          git: `${ctx.api}/repos/${repo}/git/blobs/${sha}`,
          html: `https://github.com/${repo}/blob/${ref}/${path}`,
        },
      };
      if (entry.symlinkTarget !== undefined)
        return { status: 200, body: { type: 'symlink', target: entry.symlinkTarget, ...common } };
      const base64 = Buffer.from(body).toString('base64');
      const content = `${base64.match(/.{1,60}/g)?.join('\n') ?? ''}\n`;
      return { status: 200, body: { type: 'file', encoding: 'base64', content, ...common } };
    },
  },
];
