import { escapeMarkdown } from './escape.js';
import { formatTrigger, type Trigger } from '../model/trigger.js';

/** How a pull request opts in under `t`, as plain text (the check's title, the log); undefined for 'always'. */
export function optInText(t: Trigger): string | undefined {
  switch (t.kind) {
    case 'always':
      return undefined;
    case 'label':
      return `add the label "${t.name}"`;
    case 'title':
      return `put "${t.keyword}" in the title`;
    case 'comment':
      return 'comment /benchmark (write permission needed)';
  }
}

/**
 * The short sticky note on a pull request the trigger skipped: why nothing
 * was measured and how to opt in. The label or keyword comes from the base
 * commit's config or the workflow, and is escaped all the same.
 */
export function renderTriggerNote(t: Trigger, title: string, from: string): string {
  const how = (() => {
    switch (t.kind) {
      case 'always':
        return '';
      case 'label':
        return `add the label **${escapeMarkdown(t.name)}** to this pull request`;
      case 'title':
        return `put **${escapeMarkdown(t.keyword)}** in its title`;
      case 'comment':
        return 'comment `/benchmark` (people with write permission on the repository can)';
    }
  })();
  return (
    `### ${escapeMarkdown(title)}\n\n` +
    `⏭️ Not run: benchmarks run on the pull requests that ask for them. To run them here, ${how}.\n\n` +
    `<sub>trigger ${escapeMarkdown(formatTrigger(t))}, set by ${escapeMarkdown(from)}</sub>\n`
  );
}
