import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  callGitHub
} from "./chunk-LIP7UBYR.js";
import {
  seriesKey
} from "./chunk-R4SVEEWH.js";
import "./chunk-TKTHLZQ6.js";
import {
  renderMermaidChart
} from "./chunk-6N66EU7F.js";
import {
  escapeMarkdown
} from "./chunk-PIZSRETB.js";
import {
  formatChange,
  formatValue
} from "./chunk-YFLGQWHP.js";
import "./chunk-4D7MVP4R.js";
import "./chunk-3FRE6W3I.js";

// src/report/change-issue.ts
function changeMarker(commit) {
  return `<!-- benchgate-change: ${commit} -->`;
}
function markerCommit(body) {
  return /<!-- benchgate-change: ([0-9a-zA-Z]+) -->/.exec(body ?? "")?.[1];
}
var CHART_REACH = 15;
function changeChart(c, series) {
  const key = seriesKey(c);
  const s = series?.find((x) => seriesKey(x) === key);
  const at = s?.points.findIndex((p) => p.commit === c.commit) ?? -1;
  if (!s || at < 0) return void 0;
  const points = s.points.slice(Math.max(0, at - CHART_REACH), at + CHART_REACH);
  return renderMermaidChart({
    kind: "lines",
    id: "change",
    family: c.family,
    title: `${c.name} ${c.metric ?? c.unit} against its level before ${c.commit.slice(0, 7)}`,
    alt: `${c.name}: each commit's level against the level before the change, in percent`,
    xTitle: "commit",
    labels: points.map((p) => p.commit.slice(0, 7)),
    series: [{ label: c.name, values: points.map((p) => (p.center / c.before - 1) * 100) }]
  });
}
function renderChangeIssue(changes, o) {
  const first = changes[0];
  const worst = changes.reduce((a, b) => Math.abs(b.change) > Math.abs(a.change) ? b : a);
  const families = [...new Set(changes.map((c) => c.family))];
  const title = `Benchmark regression at ${first.commit.slice(0, 7)}: ${changes.length} series in ${families.length} ${families.length === 1 ? "family" : "families"} (worst ${formatChange(worst.change)})`;
  const lines = [
    changeMarker(first.commit),
    `Main's benchmarks stepped between ${first.previousCommit.slice(0, 12)} and ${first.commit.slice(0, 12)}: [the commits in between](${o.repositoryUrl}/compare/${first.previousCommit}...${first.commit}).`,
    ""
  ];
  const culprit = o.culprits?.find((c) => c.bad === first.commit);
  if (culprit) {
    lines.push(
      `**Culprit:** [\`${culprit.sha.slice(0, 12)}\`](${o.repositoryUrl}/commit/${culprit.sha}) ${escapeMarkdown(culprit.subject)}: found by \`benchgate bisect\` in ${culprit.runs} A/B runs; ` + (culprit.confirmed ? "slower than its parent as well." : "not clearly slower than its parent: the slowdown may have built up over the commits before it."),
      ""
    );
  }
  for (const family of families) {
    lines.push(
      `#### ${escapeMarkdown(family)}`,
      "",
      "| Benchmark | Metric | Before | After | Change |",
      "|---|---|---|---|---|"
    );
    for (const c of changes.filter((x) => x.family === family)) {
      const unit = c.unit;
      lines.push(
        `| ${escapeMarkdown(c.name)} | ${escapeMarkdown(c.metric ?? unit)} | ${formatValue(c.before, unit)} | ${formatValue(c.after, unit)} | ${formatChange(c.change)} |`
      );
    }
    lines.push("");
  }
  const drawable = changes.filter((c) => c.before !== 0 && Number.isFinite(c.change));
  const drawn = drawable.reduce(
    (a, b) => a === void 0 || Math.abs(b.change) > Math.abs(a.change) ? b : a,
    void 0
  );
  const chart = drawn ? changeChart(drawn, o.series) : void 0;
  if (chart) lines.push(chart, "");
  lines.push(
    `Found by Pettitt's rank test with a false discovery rate of 1% across every series (q ≤ ${Math.max(...changes.map((c) => c.q)).toPrecision(2)}); docs/statistics.md, "Change points on main".`
  );
  if (o.dashboardUrl) lines.push("", `[The dashboard](${o.dashboardUrl})`);
  if (o.mentions.length) lines.push("", o.mentions.map((m) => `@${m}`).join(" "));
  return { title, body: lines.join("\n") + "\n" };
}

// src/github/change-issues.ts
async function syncChangeIssues(octokit, target, changes, o) {
  const label = o.labels[0] ?? "benchmark-regression";
  const existing = await callGitHub(
    "list change issues",
    () => octokit.paginate(octokit.rest.issues.listForRepo, {
      ...target,
      state: "all",
      labels: label,
      per_page: 100
    })
  );
  const byCommit = /* @__PURE__ */ new Map();
  for (const issue of existing) {
    const commit = markerCommit(issue.body);
    if (commit && !issue.pull_request && !byCommit.has(commit)) byCommit.set(commit, issue);
  }
  const groups = /* @__PURE__ */ new Map();
  for (const c of changes)
    if (c.kind === "regression") groups.set(c.commit, [...groups.get(c.commit) ?? [], c]);
  const result = { opened: [], updated: [], closed: [] };
  for (const [commit, group] of groups) {
    const { title, body } = renderChangeIssue(group, o);
    const issue = byCommit.get(commit);
    if (!issue) {
      const { data } = await callGitHub(
        "open a change issue",
        () => octokit.rest.issues.create({
          ...target,
          title,
          body,
          labels: [...o.labels.length ? o.labels : [label]]
        })
      );
      result.opened.push(data.number);
    } else if (issue.state === "open" && issue.body !== body) {
      await callGitHub(
        "update a change issue",
        () => octokit.rest.issues.update({ ...target, issue_number: issue.number, title, body })
      );
      result.updated.push(issue.number);
    }
  }
  for (const [commit, issue] of byCommit) {
    if (issue.state !== "open" || groups.has(commit)) continue;
    await callGitHub(
      "comment on a recovered change",
      () => octokit.rest.issues.createComment({
        ...target,
        issue_number: issue.number,
        body: `${changeMarker(commit)}
The history no longer shows this step: the benchmarks recovered (or later measurements did not confirm it). Closing.`
      })
    );
    await callGitHub(
      "close a change issue",
      () => octokit.rest.issues.update({
        ...target,
        issue_number: issue.number,
        state: "closed",
        state_reason: "completed"
      })
    );
    result.closed.push(issue.number);
  }
  return result;
}
export {
  syncChangeIssues
};
