import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  callGitHub
} from "./chunk-LIP7UBYR.js";
import {
  assignGroups
} from "./chunk-VUACTFAP.js";
import {
  seriesKey
} from "./chunk-TQ7UR6JL.js";
import "./chunk-DO54EX32.js";
import {
  renderMermaidChart
} from "./chunk-6N66EU7F.js";
import {
  escapeMarkdown
} from "./chunk-PIZSRETB.js";
import {
  formatChange,
  formatValue
} from "./chunk-FKR7QO3E.js";
import "./chunk-ZXFDIANC.js";
import "./chunk-3FRE6W3I.js";

// src/report/change-issue.ts
function changeMarker(commit, kind = "regression", series = []) {
  const kindText = kind === "improvement" ? " improvement" : "";
  const seriesText = series.length ? ` series=${series.join(",")}` : "";
  return `<!-- benchgate-change: ${commit}${kindText}${seriesText} -->`;
}
function markerOf(body) {
  const m = /<!-- benchgate-change: ([0-9a-zA-Z]+)( improvement)?(?: series=([0-9a-f,]+))? -->/.exec(
    body ?? ""
  );
  if (!m) return void 0;
  return { commit: m[1], kind: m[2] ? "improvement" : "regression", series: m[3] ? m[3].split(",") : [] };
}
function changeWithInterval(c) {
  const change = formatChange(c.change);
  return c.changeLow !== void 0 && c.changeHigh !== void 0 ? `${change} (${formatChange(c.changeLow)} to ${formatChange(c.changeHigh)})` : change;
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
function renderChangeIssue(group, o) {
  const { changes } = group;
  const first = changes.find((c) => c.commit === group.commit) ?? changes[0];
  const kind = first.kind === "improvement" ? "improvement" : "regression";
  const worst = changes.reduce((a, b) => Math.abs(b.change) > Math.abs(a.change) ? b : a);
  const families = [...new Set(changes.map((c) => c.family))];
  const title = `Benchmark ${kind} at ${group.commit.slice(0, 7)}: ${changes.length} series in ${families.length} ${families.length === 1 ? "family" : "families"} (${kind === "regression" ? "worst" : "best"} ${formatChange(worst.change)})`;
  const elsewhere = changes.filter((c) => c.commit !== first.commit);
  const lines = [
    changeMarker(group.commit, kind, group.series),
    first.rangeFrom && first.rangeTo ? `Main's benchmarks stepped after ${first.rangeFrom.slice(0, 12)}, up to ${first.rangeTo.slice(0, 12)}: [the commits in that range](${o.repositoryUrl}/compare/${first.rangeFrom}...${first.rangeTo}); most likely between ${first.previousCommit.slice(0, 12)} and ${first.commit.slice(0, 12)}.` : `Main's benchmarks stepped between ${first.previousCommit.slice(0, 12)} and ${first.commit.slice(0, 12)}: [the commits in between](${o.repositoryUrl}/compare/${first.previousCommit}...${first.commit}).`,
    ""
  ];
  if (elsewhere.length) {
    const commits = [...new Set(elsewhere.map((c) => c.commit.slice(0, 12)))];
    lines.push(
      `${elsewhere.length} of the series place the step a few commits away (${commits.join(", ")}): the same change as far as the history can tell; \`benchgate bisect\` names the commit.`,
      ""
    );
  }
  const culprit = kind === "regression" ? o.culprits?.find((c) => changes.some((x) => x.commit === c.bad || x.rangeTo === c.bad)) : void 0;
  if (culprit) {
    const link = `[\`${culprit.sha.slice(0, 12)}\`](${o.repositoryUrl}/commit/${culprit.sha}) ${escapeMarkdown(culprit.subject)}`;
    const found = `found by \`benchgate bisect\` in ${culprit.runs} A/B runs`;
    lines.push(
      culprit.confirmed ? `**Culprit:** ${link}: ${found}; slower than its parent as well.` : `**Suspect, not confirmed:** ${link}: ${found}, but not clearly slower than its parent: the slowdown may have built up over the commits before it, or the runs were too noisy to place it.`,
      ""
    );
  }
  for (const family of families) {
    lines.push(
      `#### ${escapeMarkdown(family)}`,
      "",
      "| Benchmark | Metric | Before | After | Change (95% interval) |",
      "|---|---|---|---|---|"
    );
    for (const c of changes.filter((x) => x.family === family)) {
      const unit = c.unit;
      lines.push(
        `| ${escapeMarkdown(c.name)} | ${escapeMarkdown(c.metric ?? unit)} | ${formatValue(c.before, unit)} | ${formatValue(c.after, unit)} | ${changeWithInterval(c)} |`
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
    `Found by rank tests of the history (Pettitt's change-point test, and a test of the newest commits against the ones before) with a false discovery rate of 1% across every series (q ≤ ${Math.max(...changes.map((c) => c.q)).toPrecision(2)}); the interval is the Hodges–Lehmann interval of the step between the commits on either side. docs/statistics.md, "Change points on main".`
  );
  if (o.dashboardUrl) lines.push("", `[The dashboard](${o.dashboardUrl})`);
  if (o.mentions.length) lines.push("", o.mentions.map((m) => `@${m}`).join(" "));
  return { title, body: lines.join("\n") + "\n" };
}

// src/github/change-issues.ts
async function syncChangeIssues(octokit, target, changes, o) {
  const labelsOf = {
    regression: o.labels.length ? o.labels : ["benchmark-regression"],
    ...o.improvements ? { improvement: o.improvements.labels.length ? o.improvements.labels : ["benchmark-improvement"] } : {}
  };
  const listIssues = (label) => callGitHub(
    "list change issues",
    () => octokit.paginate(octokit.rest.issues.listForRepo, {
      ...target,
      state: "all",
      labels: label,
      per_page: 100
    })
  );
  const existing = [];
  for (const [kind, labels] of Object.entries(labelsOf)) {
    for (const issue of await listIssues(labels[0])) {
      const marker = markerOf(issue.body);
      if (!marker || marker.kind !== kind || issue.pull_request) continue;
      if (existing.some((g) => g.kind === kind && g.commit === marker.commit)) continue;
      existing.push({ ...marker, issue });
    }
  }
  const reported = changes.filter((c) => c.kind !== "environment" && labelsOf[c.kind]);
  const result = { opened: [], updated: [], closed: [] };
  const continued = /* @__PURE__ */ new Set();
  for (const group of assignGroups(reported, existing, o.order ?? /* @__PURE__ */ new Map())) {
    const { title, body } = renderChangeIssue(group, o);
    const issue = group.existing?.issue;
    if (issue) continued.add(issue);
    if (!issue) {
      const { data } = await callGitHub(
        "open a change issue",
        () => octokit.rest.issues.create({
          ...target,
          title,
          body,
          labels: [...labelsOf[group.kind]]
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
  for (const { issue, commit, kind } of existing) {
    if (issue.state !== "open" || continued.has(issue)) continue;
    await callGitHub(
      "comment on a recovered change",
      () => octokit.rest.issues.createComment({
        ...target,
        issue_number: issue.number,
        body: `${changeMarker(commit, kind)}
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
