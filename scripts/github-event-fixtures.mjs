#!/usr/bin/env node
// Writes test/support/github-events/ from the example payloads of the npm
// package @octokit/webhooks-examples (the payloads GitHub's webhook
// documentation shows), unchanged: `npm pack @octokit/webhooks-examples@7.6.1`,
// unpack it, then `node scripts/github-event-fixtures.mjs <unpacked package/>`.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [pkg] = process.argv.slice(2);
if (!pkg) {
  process.stderr.write(
    'usage: node scripts/github-event-fixtures.mjs <unpacked @octokit/webhooks-examples package folder>\n',
  );
  process.exit(2);
}
const out = new URL('../test/support/github-events/', import.meta.url).pathname;
const events = JSON.parse(readFileSync(join(pkg, 'api.github.com', 'index.json'), 'utf8'));
const wanted = [
  { event: 'merge_group', action: 'checks_requested' },
  { event: 'pull_request', action: 'labeled' },
  { event: 'pull_request', action: 'opened' },
];
for (const { event, action } of wanted) {
  const example = events.find((e) => e.name === event)?.examples.find((x) => x.action === action);
  if (!example) throw new Error(`${pkg}: no ${event}.${action} example`);
  writeFileSync(join(out, `${event}.${action}.json`), JSON.stringify(example, null, 2) + '\n');
}
