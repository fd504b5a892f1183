// Releases on main's charts: the repository's git tags whose name matches a
// pattern, each at the commit it points to. The tags come from
// `git for-each-ref` in a checkout (src/cli/history-command.ts runs it); a
// tag is repository data, shown as text only (docs/security.md).

import { matchGlob } from '../compare/glob.js';

/** A tag at a commit. */
export interface Release {
  name: string;
  commit: string;
}

/** The tags a dashboard marks when no pattern is given: every tag. */
export const DEFAULT_RELEASE_PATTERN = '*';

/**
 * The format `parseTagRefs` reads: the tag, the object it names, and the
 * commit an annotated tag peels to (empty for a lightweight tag).
 */
export const TAG_REF_FORMAT = '%(refname:strip=2)%00%(objectname)%00%(*objectname)';

/**
 * The tags of `git for-each-ref --format=TAG_REF_FORMAT refs/tags` whose
 * name matches `pattern` (a glob: `*` any run, `?` one character), in the
 * order git lists them. A line that is not three fields is an error naming it.
 */
export function parseTagRefs(output: string, pattern: string = DEFAULT_RELEASE_PATTERN): Release[] {
  const releases: Release[] = [];
  output.split('\n').forEach((line, i) => {
    if (line === '') return;
    const fields = line.split('\0');
    if (fields.length !== 3 || !/^[0-9a-f]{40,64}$/.test(fields[1]!))
      throw new Error(
        `git for-each-ref refs/tags, line ${i + 1}: not a tag and its object: ${JSON.stringify(line)}`,
      );
    const [name, object, peeled] = fields as [string, string, string];
    if (matchGlob(pattern, name)) releases.push({ name, commit: peeled || object });
  });
  return releases;
}

/** The releases at each commit, names joined in the order given ("v1.2.0, v1.2"). */
export function releasesByCommit(releases: readonly Release[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const r of releases) {
    const held = out.get(r.commit);
    out.set(r.commit, held ? `${held}, ${r.name}` : r.name);
  }
  return out;
}
