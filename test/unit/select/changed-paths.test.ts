import { describe, expect, it } from 'vitest';
import { splitByProject } from '../../../src/select/changed-paths.js';

describe('splitByProject', () => {
  const paths = ['svc/api/a.go', 'svc/go.mod', 'svcx/b.go', 'README.md'];
  it('keeps the files under the working directory, relative to it', () => {
    for (const wd of ['svc', './svc', 'svc/'])
      expect(splitByProject(paths, wd), wd).toEqual({
        inside: ['api/a.go', 'go.mod'],
        outside: ['svcx/b.go', 'README.md'],
      });
  });
  it('takes everything for the repository root', () => {
    for (const wd of ['', '.', './']) expect(splitByProject(paths, wd).inside, wd).toEqual(paths);
  });
});
