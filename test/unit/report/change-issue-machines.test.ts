// A change issue says which machine its series were measured on (issue 33,
// item 1): the machines in one line, and where a change moved several
// machines' series, each row names its machine.

import { describe, expect, it } from 'vitest';
import type { ChangePoint } from '../../../src/history/types.js';
import { renderChangeIssue } from '../../../src/report/change-issue.js';

const sha = (c: string) => c.repeat(40);
const change = (machine?: string): ChangePoint => ({
  suite: 'go',
  name: 'BenchmarkWrite',
  params: {},
  unit: 'ns/op',
  family: 'BenchmarkWrite',
  ...(machine ? { machine } : {}),
  commit: sha('b'),
  previousCommit: sha('a'),
  before: 100,
  after: 112,
  change: 0.12,
  p: 1e-6,
  q: 1e-5,
  kind: 'regression',
});
const body = (changes: ChangePoint[]) =>
  renderChangeIssue(
    { commit: sha('b'), changes },
    { repositoryUrl: 'https://github.com/acme/broker', mentions: [], culprits: [] },
  ).body.split('\n');

describe('machines on a change issue', () => {
  it('names the machines of a change found on two, and each row its machine', () => {
    const lines = body([change('runner-1'), change('linux/amd64 AMD EPYC')]);
    expect(lines.filter((l) => l.startsWith('Measured on'))).toEqual([
      'Measured on `runner-1`, `linux/amd64 AMD EPYC`.',
    ]);
    expect(lines.filter((l) => l.startsWith('| BenchmarkWrite')).map((l) => l.split(' | ')[0])).toEqual([
      '| BenchmarkWrite on runner-1',
      '| BenchmarkWrite on linux/amd64 AMD EPYC',
    ]);
  });

  it('names one machine once, and rows as before', () => {
    const lines = body([change('runner-1')]);
    expect(lines.filter((l) => l.startsWith('Measured on'))).toEqual(['Measured on `runner-1`.']);
    expect(lines.filter((l) => l.startsWith('| BenchmarkWrite')).map((l) => l.split(' | ')[0])).toEqual([
      '| BenchmarkWrite',
    ]);
  });

  it('says nothing of machines for a store written before they were recorded', () => {
    expect(body([change()]).filter((l) => l.includes('Measured on'))).toEqual([]);
  });
});
