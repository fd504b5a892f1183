// What benchgate says in a change issue when it closes, reopens or leaves it
// (src/github/change-issues.ts decides when). Pure text: the commit ids in it
// are checked commit ids, nothing else comes from the store.

import { RECOVERY_COMMITS } from '../history/recovery.js';

export type IssueEvent =
  | { kind: 'recovered' }
  | { kind: 'unmeasured' }
  | { kind: 'reopened'; listedAt?: string; stepped: boolean }
  | { kind: 'left-closed'; listedAt: string };

export function renderIssueComment(e: IssueEvent): string {
  switch (e.kind) {
    case 'recovered':
      return `The benchmarks are back at their level before this change: the newest ${RECOVERY_COMMITS} commits of each of its series are at least as near that level as the level after the change. Closing; benchgate reopens this issue if the step comes back.`;
    case 'unmeasured':
      return 'The history no longer shows this change, and does not measure its series around it (renamed or removed benchmarks, or a store without them). Closing; benchgate reopens this issue if the step is listed again.';
    case 'reopened': {
      const at = e.listedAt ? ` (at ${e.listedAt.slice(0, 12)})` : '';
      if (!e.stepped) return `The history lists this change again${at}. Reopening.`;
      const listed = e.listedAt ? `, and the history lists it${at}` : '';
      return `The step is back: the newest ${RECOVERY_COMMITS} commits are at the level after the change again${listed}. Reopening.`;
    }
    case 'left-closed':
      return (
        `The history lists this change again (at ${e.listedAt.slice(0, 12)}), but a maintainer closed this issue: ` +
        'benchgate leaves it closed and opens no other issue for this change. Reopen it to have benchgate keep it up to date again.'
      );
  }
}
