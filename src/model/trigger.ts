import { DEFAULTS } from './defaults.js';

/**
 * Which pull requests run the benchmarks (the `trigger` input or config key):
 *
 *   always            every pull request (the default)
 *   label: benchmark  only while the pull request has that label
 *   title: [bench]    only when its title holds that keyword (any case)
 *   comment           only on a /benchmark comment
 *
 * Note: a trigger saves a costly machine's time; it is no trust boundary. A
 * title is the author's to write, and a label anyone with triage permission
 * may add: the fork guard and the /benchmark permission check still decide
 * whose code runs (docs/security.md).
 */
export type Trigger =
  | { kind: 'always' }
  | { kind: 'label'; name: string }
  | { kind: 'title'; keyword: string }
  | { kind: 'comment' };

export const TRIGGER_FORMS = ['always', 'label: <name>', 'title: <keyword>', 'comment'] as const;

export const DEFAULT_TRIGGER: Trigger = { kind: DEFAULTS.trigger };

/** "always", "comment", "label: NAME" or "title: KEYWORD"; undefined when it is none of them. */
export function parseTrigger(text: string): Trigger | undefined {
  const t = text.trim();
  if (t === 'always' || t === 'comment') return { kind: t };
  const m = /^(label|title)\s*:\s*(\S.*)$/.exec(t);
  if (!m) return undefined;
  const value = m[2]!.trim();
  return m[1] === 'label' ? { kind: 'label', name: value } : { kind: 'title', keyword: value };
}

/** The trigger as it is written in settings. */
export function formatTrigger(t: Trigger): string {
  switch (t.kind) {
    case 'always':
    case 'comment':
      return t.kind;
    case 'label':
      return `label: ${t.name}`;
    case 'title':
      return `title: ${t.keyword}`;
  }
}

/** What the trigger reads of a run: whether it is for a pull request, and that pull request's labels and title. */
export interface TriggerEvent {
  /** The run is for a pull request (a push, the merge queue or a schedule is not). */
  onPullRequest: boolean;
  /** The run answers a /benchmark comment: the explicit opt-in of every trigger. */
  command: boolean;
  labels: readonly string[];
  title: string;
}

/**
 * Whether this run measures: runs that are not for a pull request, and
 * /benchmark commands, always do; a pull request only when it opted in.
 */
export function isTriggered(t: Trigger, e: TriggerEvent): boolean {
  if (!e.onPullRequest || e.command) return true;
  switch (t.kind) {
    case 'always':
      return true;
    case 'comment':
      return false;
    case 'label': {
      // GitHub's label names are unique without case.
      const want = t.name.toLowerCase();
      return e.labels.some((l) => l.toLowerCase() === want);
    }
    case 'title':
      return e.title.toLowerCase().includes(t.keyword.toLowerCase());
  }
}
