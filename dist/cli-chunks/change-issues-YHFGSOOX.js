import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  assignGroups,
  renderIssueCalibration,
  seriesDigest
} from "./chunk-WESYBSI5.js";
import {
  releasesByCommit
} from "./chunk-HKXEBMI4.js";
import {
  signed
} from "./chunk-VHANUZBK.js";
import "./chunk-5O4KKQMM.js";
import "./chunk-JQB2SWZ4.js";
import {
  seriesKey
} from "./chunk-7UP3P5UV.js";
import {
  callGitHub,
  isGitHubApiError,
  isNotFound
} from "./chunk-XXAW4QS6.js";
import "./chunk-EZSTNSRJ.js";
import "./chunk-SXB72H45.js";
import "./chunk-7KBJNNDM.js";
import "./chunk-RBWFMI4E.js";
import {
  renderMermaidChart
} from "./chunk-6N66EU7F.js";
import {
  escapeMarkdown
} from "./chunk-PIZSRETB.js";
import "./chunk-JYXA64RB.js";
import {
  formatChange,
  formatLevel,
  formatStep
} from "./chunk-WDCRQVF2.js";
import {
  median
} from "./chunk-LNLQHGIY.js";
import "./chunk-3UTEBA6Q.js";
import "./chunk-UEKWDCHD.js";
import "./chunk-3FRE6W3I.js";

// src/history/recovery.ts
var RECOVERY_COMMITS = 3;
var LEVEL_WINDOW = 10;
function indexSeries(series) {
  return new Map(series.map((s) => [seriesDigest(s), s]));
}
function judgeRecovery(groups, byDigest, order) {
  const states = /* @__PURE__ */ new Set();
  const position = (p) => order.get(p.commit) ?? -1;
  for (const group of groups) {
    const at = order.get(group.commit);
    if (at === void 0) continue;
    for (const digest of group.series) {
      const s = byDigest.get(digest);
      if (!s) continue;
      const before = s.points.filter((p) => position(p) >= 0 && position(p) < at);
      const after = s.points.filter((p) => position(p) >= at);
      if (before.length > 0 && after.length > 0) states.add(seriesState(before, after));
    }
  }
  return ["stepped", "mixed", "recovered"].find((s) => states.has(s)) ?? "unmeasured";
}
function seriesState(before, after) {
  if (after.length < RECOVERY_COMMITS + 1) return "stepped";
  const newest = after.slice(-RECOVERY_COMMITS);
  const levelBefore = median(before.slice(-LEVEL_WINDOW).map((p) => p.center));
  const shown = after.slice(0, Math.min(RECOVERY_COMMITS, after.length - RECOVERY_COMMITS));
  const levelAfter = median(shown.map((p) => p.center));
  const back = newest.filter(
    (p) => Math.abs(p.center - levelBefore) <= Math.abs(p.center - levelAfter)
  ).length;
  return back === newest.length ? "recovered" : back === 0 ? "stepped" : "mixed";
}

// src/report/change-issue.ts
function changeMarker(commit, kind = "regression", series = [], closed) {
  const kindText = kind === "improvement" ? " improvement" : "";
  const seriesText = series.length ? ` series=${series.join(",")}` : "";
  const closedText = closed ? ` closed=${closed}` : "";
  return `<!-- benchgate-change: ${commit}${kindText}${seriesText}${closedText} -->`;
}
var MARKER = /<!-- benchgate-change: ([0-9a-fA-F]{7,64})( improvement)?(?: series=([0-9a-f,]+))?(?: closed=(recovered|noted))? -->/g;
function markersOf(body) {
  return [...(body ?? "").matchAll(MARKER)].map((m) => ({
    commit: m[1],
    kind: m[2] ? "improvement" : "regression",
    series: m[3] ? m[3].split(",") : [],
    closed: m[4]
  }));
}
function markClosed(body, closed) {
  return body.replace(
    MARKER,
    (_all, commit, improvement, series) => changeMarker(
      commit,
      improvement ? "improvement" : "regression",
      series ? series.split(",") : [],
      closed
    )
  );
}
function isCommitId(text) {
  return text === void 0 || /^[0-9a-f]{7,64}$/i.test(text);
}
function titleText(text) {
  return text.replace(/[^\p{L}\p{N} /._%,→-]/gu, "").slice(0, 60);
}
function stepText(c) {
  return c.before === 0 || c.after === 0 ? formatStep(c.before, c.after, c.unit) : changeWithInterval(c);
}
function worstText(changes) {
  const relative = changes.filter((c) => c.before !== 0 && c.after !== 0 && Number.isFinite(c.change));
  if (relative.length === 0) {
    const c = changes[0];
    return titleText(formatStep(c.before, c.after, c.unit)).replace(/ {2,}/g, " ").trim();
  }
  return formatChange(relative.reduce((a, b) => Math.abs(b.change) > Math.abs(a.change) ? b : a).change);
}
function changeWithInterval(c) {
  const change = formatChange(c.change);
  return c.changeLow !== void 0 && c.changeHigh !== void 0 ? `${change} (${formatChange(c.changeLow)} to ${formatChange(c.changeHigh)})` : change;
}
var TRIAGE_NOTES = {
  expected: "**Triage: expected.** A maintainer marked this change as expected: its new level is the baseline, and benchgate opens no other issue for it and does not reopen this one.",
  invalid: "**Triage: invalid.** A maintainer marked this change as invalid: benchgate never reopens this issue for it, nor opens another one.",
  investigating: "**Triage: investigating.** A maintainer is investigating this change: benchgate keeps this issue open and up to date, and does not close it when the benchmarks recover."
};
var CHART_REACH = 15;
function changeChart(c, series, releases) {
  const points = chartPoints(c, series);
  if (!points) return void 0;
  return renderMermaidChart({
    kind: "lines",
    id: "change",
    family: c.family,
    title: `${c.name} ${c.metric ?? c.unit} against its level before ${c.commit.slice(0, 7)}`,
    alt: `${c.name}: each commit's level against the level before the change, in percent`,
    xTitle: "commit",
    labels: points.map((p) => {
      const tag = releases.get(p.commit);
      return tag ? `${p.commit.slice(0, 7)} ${tag}` : p.commit.slice(0, 7);
    }),
    series: [{ label: c.name, values: points.map((p) => (p.center / c.before - 1) * 100) }]
  });
}
function chartPoints(c, series) {
  const key = seriesKey(c);
  const s = series?.find((x) => seriesKey(x) === key);
  const at = s?.points.findIndex((p) => p.commit === c.commit) ?? -1;
  return s && at >= 0 ? s.points.slice(Math.max(0, at - CHART_REACH), at + CHART_REACH) : void 0;
}
function releaseLine(c, series, releases) {
  const tagged = (chartPoints(c, series) ?? []).flatMap(
    (p) => releases.has(p.commit) ? [`${escapeMarkdown(releases.get(p.commit))} at ${p.commit.slice(0, 7)}`] : []
  );
  return tagged.length ? [`Releases in the chart: ${tagged.join("; ")}.`, ""] : [];
}
function renderChangeIssue(group, o) {
  const { changes } = group;
  const first = changes.find((c) => c.commit === group.commit) ?? changes[0];
  const kind = first.kind === "improvement" ? "improvement" : "regression";
  const families = [...new Set(changes.map((c) => c.family))];
  const title = `Benchmark ${kind} at ${group.commit.slice(0, 7)}: ${changes.length} series in ${families.length} ${families.length === 1 ? "family" : "families"} (${kind === "regression" ? "worst" : "best"} ${worstText(changes)})`;
  const lines = [
    changeMarker(group.commit, kind, group.series, o.closed),
    whereLine(first, o.repositoryUrl),
    ""
  ];
  if (o.triage) lines.push(TRIAGE_NOTES[o.triage], "");
  lines.push(...elsewhereLines(changes, first));
  if (kind === "regression") lines.push(...culpritSection(changes, o));
  lines.push(...seriesTables(changes, families));
  lines.push(...chartLines(changes, o));
  lines.push(
    `Found by rank tests of the history (Pettitt's change-point test, and a test of the newest commits against the ones before) with a false discovery rate of 1% across every series (q ≤ ${Math.max(...changes.map((c) => c.q)).toPrecision(2)}); the interval is the Hodges–Lehmann interval of the step between the commits on either side. docs/statistics.md, "Change points on main".`
  );
  for (const cited of renderIssueCalibration(changes, o.series ?? [], o.calibration ?? []))
    lines.push("", cited);
  if (o.dashboardUrl) lines.push("", `[The dashboard](${o.dashboardUrl})`);
  if (o.mentions.length) lines.push("", o.mentions.map((m) => `@${m}`).join(" "));
  return { title, body: lines.join("\n") + "\n" };
}
function whereLine(first, repositoryUrl) {
  return first.rangeFrom && first.rangeTo ? `Main's benchmarks stepped after ${first.rangeFrom.slice(0, 12)}, up to ${first.rangeTo.slice(0, 12)}: [the commits in that range](${repositoryUrl}/compare/${first.rangeFrom}...${first.rangeTo}); most likely between ${first.previousCommit.slice(0, 12)} and ${first.commit.slice(0, 12)}.` : `Main's benchmarks stepped between ${first.previousCommit.slice(0, 12)} and ${first.commit.slice(0, 12)}: [the commits in between](${repositoryUrl}/compare/${first.previousCommit}...${first.commit}).`;
}
function elsewhereLines(changes, first) {
  const elsewhere = changes.filter((c) => c.commit !== first.commit);
  if (!elsewhere.length) return [];
  const commits = [...new Set(elsewhere.map((c) => c.commit.slice(0, 12)))];
  return [
    `${elsewhere.length} of the series place the step a few commits away (${commits.join(", ")}): the same change as far as the history can tell; \`benchgate bisect\` names the commit.`,
    ""
  ];
}
function culpritSection(changes, o) {
  const culprits = uniqueBySha(
    (o.culprits ?? []).filter(
      (c) => isCommitId(c.sha) && changes.some((x) => x.commit === c.bad || x.rangeTo === c.bad)
    )
  );
  const lines = culprits.length > 1 ? [
    `The range holds ${culprits.length} changes; \`benchgate bisect\` placed each, with the rows it explains:`,
    ""
  ] : [];
  for (const culprit of culprits) lines.push(...culpritLines(culprit, o.repositoryUrl));
  return lines;
}
function seriesTables(changes, families) {
  const lines = [];
  const machines = [...new Set(changes.flatMap((c) => c.machine ? [c.machine] : []))];
  if (machines.length > 0)
    lines.push(`Measured on ${machines.map((m) => `\`${m.replace(/`/g, "'")}\``).join(", ")}.`, "");
  const nameOf = (c) => machines.length > 1 && c.machine ? `${c.name} on ${c.machine}` : c.name;
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
        `| ${escapeMarkdown(nameOf(c))} | ${escapeMarkdown(c.metric ?? unit)} | ${escapeMarkdown(formatLevel(c.before, unit))} | ${escapeMarkdown(formatLevel(c.after, unit))} | ${escapeMarkdown(stepText(c))} |`
      );
    }
    lines.push("");
  }
  return lines;
}
function chartLines(changes, o) {
  const drawable = changes.filter((c) => c.before !== 0 && Number.isFinite(c.change));
  const drawn = drawable.reduce(
    (a, b) => a === void 0 || Math.abs(b.change) > Math.abs(a.change) ? b : a,
    void 0
  );
  if (!drawn) return [];
  const releases = releasesByCommit(o.releases ?? []);
  const chart = changeChart(drawn, o.series, releases);
  return chart ? [chart, "", ...releaseLine(drawn, o.series, releases)] : [];
}
function uniqueBySha(culprits) {
  const seen = /* @__PURE__ */ new Set();
  return culprits.filter((c) => !seen.has(c.sha) && seen.add(c.sha));
}
function culpritLines(culprit, repositoryUrl) {
  const link = `[\`${culprit.sha.slice(0, 12)}\`](${repositoryUrl}/commit/${culprit.sha}) ${escapeMarkdown(culprit.subject)}`;
  const found = `found by \`benchgate bisect\` in ${culprit.runs} A/B runs`;
  const explains = culprit.explains?.length ? ` It explains ${culprit.explains.map((r) => escapeMarkdown(r)).join(", ")}.` : "";
  return [
    (culprit.confirmed ? `**Culprit:** ${link}: ${found}; slower than its parent as well.` : `**Suspect, not confirmed:** ${link}: ${found}, but not clearly slower than its parent: the slowdown may have built up over the commits before it, or the runs were too noisy to place it.`) + explains,
    "",
    ...culpritProfileLines(culprit)
  ];
}
function culpritProfileLines(culprit) {
  if (!culprit.profiles?.length) return [];
  const lines = ["Where the time went, the culprit against its parent (profiled by `benchgate bisect`):", ""];
  for (const p of culprit.profiles) {
    const title = p.url ? `[${escapeMarkdown(p.title)}](${p.url})` : escapeMarkdown(p.title);
    const top = p.top ? `: ${escapeMarkdown(p.top.name)} ${escapeMarkdown(signed(p.top.delta, p.top.unit))}` : "";
    const folder = p.file ? `\`${p.file.replace(/`/g, "'")}\`` : "culprit-profile/";
    const where = p.url ? "" : ` (flame graph in the bisection's output, ${folder})`;
    lines.push(`- ${title}${top}${where}`);
  }
  lines.push("");
  return lines;
}

// src/report/change-issue-comments.ts
function renderIssueComment(e) {
  switch (e.kind) {
    case "recovered":
      return `The benchmarks are back at their level before this change: the newest ${RECOVERY_COMMITS} commits of each of its series are at least as near that level as the level after the change. Closing; benchgate reopens this issue if the step comes back.`;
    case "unmeasured":
      return "The history no longer shows this change, and does not measure its series around it (renamed or removed benchmarks, or a store without them). Closing; benchgate reopens this issue if the step is listed again.";
    case "reopened": {
      const at = e.listedAt ? ` (at ${e.listedAt.slice(0, 12)})` : "";
      if (!e.stepped) return `The history lists this change again${at}. Reopening.`;
      const listed = e.listedAt ? `, and the history lists it${at}` : "";
      return `The step is back: the newest ${RECOVERY_COMMITS} commits are at the level after the change again${listed}. Reopening.`;
    }
    case "left-closed":
      return `The history lists this change again (at ${e.listedAt.slice(0, 12)}), but a maintainer closed this issue: benchgate leaves it closed and opens no other issue for this change. Reopen it to have benchgate keep it up to date again.`;
  }
}

// src/report/change-overflow.ts
var OVERFLOW_MARKER = "<!-- benchgate-overflow -->";
var OVERFLOW_GROUPS_MAX = 200;
var OVERFLOW_SERIES_MAX = 10;
function isOverflowIssue(body) {
  return (body ?? "").startsWith(OVERFLOW_MARKER);
}
function renderOverflowIssue(kind, groups, kept, o) {
  const listed = groups.slice(0, OVERFLOW_GROUPS_MAX);
  const held = kept.slice(0, OVERFLOW_GROUPS_MAX - listed.length);
  const plural = kind === "regression" ? "regressions" : "improvements";
  const title = `Benchmark ${plural} on main: ${listed.length + held.length} changes past the ${o.maxOpened} issues one run opens`;
  const lines = [
    OVERFLOW_MARKER,
    ...[...listed, ...held].map(
      (g) => changeMarker(g.commit, kind, (g.series ?? []).slice(0, OVERFLOW_SERIES_MAX), o.closed)
    ),
    `More ${plural} were found at once than one run opens issues for (${o.maxOpened}): each is listed here instead of in an issue of its own, and stays with this issue.`,
    "",
    "| Change | Between | Series | Families | " + (kind === "regression" ? "Worst" : "Best") + " |",
    "|---|---|---|---|---|",
    ...listed.map((g) => overflowRow(g, o.repositoryUrl)),
    ""
  ];
  if (held.length)
    lines.push(`Not found in the history now: ${held.map((g) => g.commit.slice(0, 12)).join(", ")}.`, "");
  if (groups.length + kept.length > listed.length + held.length)
    lines.push(
      `${groups.length + kept.length - listed.length - held.length} more changes are not listed: \`benchgate history changes\` lists them all.`,
      ""
    );
  if (o.dashboardUrl) lines.push(`[The dashboard](${o.dashboardUrl})`, "");
  if (o.mentions.length) lines.push(o.mentions.map((m) => `@${m}`).join(" "), "");
  return { title, body: lines.join("\n") };
}
function overflowRow(g, repositoryUrl) {
  const first = g.changes.find((c) => c.commit === g.commit) ?? g.changes[0];
  const families = new Set(g.changes.map((c) => c.family));
  const range = `[${first.previousCommit.slice(0, 7)}...${first.commit.slice(0, 7)}](${repositoryUrl}/compare/${first.previousCommit}...${first.commit})`;
  return `| ${g.commit.slice(0, 12)} | ${range} | ${g.changes.length} | ${families.size} | ${escapeMarkdown(worstText(g.changes))} |`;
}

// src/github/identity.ts
var ACTIONS_BOT_LOGIN = "github-actions[bot]";
var resolved = /* @__PURE__ */ new WeakMap();
function resolveTokenIdentity(octokit, botLogin = ACTIONS_BOT_LOGIN) {
  let identity = resolved.get(octokit);
  if (!identity) {
    identity = askGitHub(octokit, botLogin);
    resolved.set(octokit, identity);
    identity.catch(() => resolved.delete(octokit));
  }
  return identity;
}
async function askGitHub(octokit, botLogin) {
  try {
    const { data } = await callGitHub("read the token identity", () => octokit.rest.users.getAuthenticated());
    return { login: data.login, kind: "user" };
  } catch (error) {
    if (isGitHubApiError(error) && error.status === 403 && /not accessible by integration/i.test(error.githubMessage)) {
      return { login: await viewerLogin(octokit) ?? botLogin, kind: "app" };
    }
    throw error;
  }
}
async function viewerLogin(octokit) {
  try {
    const data = await octokit.graphql("query { viewer { login } }");
    const login = data.viewer?.login;
    return typeof login === "string" && login !== "" ? login : void 0;
  } catch {
    return void 0;
  }
}

// src/github/pull-request.ts
var LEVELS = ["admin", "maintain", "write", "triage", "read", "none"];
function toLevel(value) {
  return LEVELS.find((level) => level === value);
}
async function getCollaboratorPermission(octokit, target) {
  try {
    const { data } = await callGitHub(
      "get collaborator permission",
      () => octokit.rest.repos.getCollaboratorPermissionLevel(target)
    );
    return toLevel(data.role_name) ?? toLevel(data.permission) ?? "none";
  } catch (error) {
    if (isNotFound(error)) return "none";
    throw error;
  }
}
function canRunCommands(level) {
  return level === "admin" || level === "maintain" || level === "write";
}

// src/github/issue-triage.ts
var TRIAGE_LABELS = {
  expected: "benchgate:expected",
  invalid: "benchgate:invalid",
  investigating: "benchgate:investigating"
};
var PRECEDENCE = ["invalid", "expected", "investigating"];
function triageOf(labels) {
  return PRECEDENCE.find((state) => labels.includes(TRIAGE_LABELS[state]));
}
function parseTriageCommand(body) {
  const first = body.trimStart().split(/\r?\n/, 1)[0] ?? "";
  const m = /^\/benchmark\s+(expected|invalid|investigating)\s*$/.exec(first.trim());
  return m ? m[1] : void 0;
}
function replyMarker(commentId) {
  return `<!-- benchgate-triage: ${commentId} -->`;
}
async function applyTriageCommands(octokit, target, issue, me, budget, log) {
  if (issue.comments === 0) return issue.labels;
  const comments = await callGitHub(
    "list the comments of a change issue",
    () => octokit.paginate(octokit.rest.issues.listComments, {
      ...target,
      issue_number: issue.number,
      per_page: 100
    })
  );
  const answered = new Set(
    comments.filter((c) => c.user?.login === me).flatMap(
      (c) => [...(c.body ?? "").matchAll(/<!-- benchgate-triage: (\d+) -->/g)].map((m) => Number(m[1]))
    )
  );
  let labels = issue.labels;
  for (const c of comments) {
    const state = parseTriageCommand(c.body ?? "");
    const author = c.user?.login;
    if (!state || !author || author === me || answered.has(c.id)) continue;
    const level = await getCollaboratorPermission(octokit, { ...target, username: author });
    const who = escapeMarkdown(author);
    if (!canRunCommands(level)) {
      log.warning(`#${issue.number}: /benchmark ${state} from ${author} (permission: ${level}) refused`);
      if (budget.take(`answer /benchmark ${state} on #${issue.number}`))
        await reply(
          octokit,
          target,
          issue.number,
          c.id,
          `\`/benchmark ${state}\` from ${who} needs write, maintain or admin permission on this repository (theirs: ${level}); nothing changed.`
        );
      continue;
    }
    if (!budget.take(`apply /benchmark ${state} on #${issue.number}`, 2)) break;
    labels = [...labels.filter((l) => !Object.values(TRIAGE_LABELS).includes(l)), TRIAGE_LABELS[state]];
    await callGitHub(
      "label a change issue",
      () => octokit.rest.issues.update({ ...target, issue_number: issue.number, labels })
    );
    log.info(`#${issue.number}: marked ${state} by ${author} (permission: ${level})`);
    await reply(
      octokit,
      target,
      issue.number,
      c.id,
      `Marked **${state}** (label \`${TRIAGE_LABELS[state]}\`) at the request of ${who}.`
    );
  }
  return labels;
}
async function reply(octokit, target, issue_number, commentId, text) {
  await callGitHub(
    "answer a triage command",
    () => octokit.rest.issues.createComment({
      ...target,
      issue_number,
      body: `${replyMarker(commentId)}
${text}`
    })
  );
}

// src/github/write-budget.ts
var DEFAULT_MAX_WRITES = 50;
var WriteBudget = class {
  constructor(max, dryRun = false) {
    this.dryRun = dryRun;
    this.left = max;
  }
  dryRun;
  left;
  /** Actions refused for want of budget, for the one warning at the end. */
  skipped = [];
  /** In a dry run: every action, none done (`history issues --dry-run`). */
  planned = [];
  /**
   * Takes `writes` for one action, or refuses the whole action (and remembers it) when fewer are
   * left. In a dry run every action is refused and listed as planned: every write goes through here.
   */
  take(action, writes = 1) {
    if (this.dryRun) {
      this.planned.push(action);
      return false;
    }
    if (writes > this.left) {
      this.skipped.push(action);
      return false;
    }
    this.left -= writes;
    return true;
  }
};

// src/github/change-issues.ts
var DEFAULT_MAX_OPENED = 10;
function listIssues(octokit, target, label) {
  return callGitHub(
    "list change issues",
    () => octokit.paginate(octokit.rest.issues.listForRepo, {
      ...target,
      state: "all",
      labels: label,
      per_page: 100
    })
  );
}
var SILENT = { info: () => void 0, warning: () => void 0 };
async function syncChangeIssues(octokit, target, changes, o) {
  const me = (await resolveTokenIdentity(octokit)).login;
  return new IssueSync(octokit, target, o, me).run(changes);
}
var IssueSync = class {
  constructor(octokit, target, o, me) {
    this.octokit = octokit;
    this.target = target;
    this.o = o;
    this.me = me;
    this.budget = new WriteBudget(o.maxWrites ?? DEFAULT_MAX_WRITES, o.dryRun);
    this.log = o.log ?? SILENT;
    this.order = o.order ?? /* @__PURE__ */ new Map();
    this.byDigest = indexSeries(o.series ?? []);
    this.labelsOf = {
      regression: o.labels.length ? o.labels : ["benchmark-regression"],
      ...o.improvements ? { improvement: o.improvements.labels.length ? o.improvements.labels : ["benchmark-improvement"] } : {}
    };
  }
  octokit;
  target;
  o;
  me;
  result = { opened: [], updated: [], closed: [], reopened: [], ignored: [] };
  budget;
  log;
  labelsOf;
  order;
  byDigest;
  async run(changes) {
    const tracked = await this.listTracked();
    const reported = this.checked(changes).filter((c) => c.kind !== "environment" && this.labelsOf[c.kind]);
    const listed = /* @__PURE__ */ new Map();
    const fresh = [];
    for (const g of assignGroups(reported, groupsOf(tracked), this.order)) {
      if (!g.existing) fresh.push(g);
      else listed.set(g.existing.tracked, [...listed.get(g.existing.tracked) ?? [], g]);
    }
    for (const t of tracked) {
      if (t.issue.state !== "open" && !listed.has(t)) continue;
      const issue = { number: t.issue.number, comments: t.issue.comments, labels: t.labels };
      t.labels = await applyTriageCommands(this.octokit, this.target, issue, this.me, this.budget, this.log);
      t.triage = triageOf(t.labels);
    }
    const [own, overflow] = this.splitFresh(fresh);
    for (const g of own) await this.open(g);
    for (const kind of ["regression", "improvement"]) {
      const extra = overflow.filter((g) => g.kind === kind);
      const holder = tracked.find((t) => t.overflow && t.kind === kind && t.issue.state === "open");
      if (holder) listed.set(holder, [...listed.get(holder) ?? [], ...extra]);
      else if (extra.length) await this.openOverflow(kind, extra);
    }
    for (const [t, groups] of listed) await this.keepListed(t, groups);
    for (const t of tracked) {
      if (listed.has(t)) continue;
      if (t.issue.state === "open") await this.keepUnlisted(t);
      else await this.reopenIfStepped(t);
    }
    if (this.budget.skipped.length)
      this.log.warning(
        `${this.budget.skipped.length} issue writes left for the next run (at most ${this.o.maxWrites ?? DEFAULT_MAX_WRITES} a run): ${this.budget.skipped.join("; ")}`
      );
    return this.o.dryRun ? { ...this.result, planned: this.budget.planned } : this.result;
  }
  /** Benchgate's own issues: listed by their first label, with a marker, opened by the token's identity. */
  async listTracked() {
    const tracked = [];
    for (const [kind, labels] of Object.entries(this.labelsOf)) {
      for (const issue of await listIssues(this.octokit, this.target, labels[0])) {
        const markers = markersOf(issue.body).filter((m) => m.kind === kind);
        if (markers.length === 0 || issue.pull_request) continue;
        const author = issue.user?.login ?? "(unknown)";
        if (author !== this.me) {
          this.log.warning(
            `#${issue.number} carries benchgate's label and change marker but was opened by ${author}, not by ${this.me}: ignored`
          );
          if (!this.result.ignored.includes(issue.number)) this.result.ignored.push(issue.number);
          continue;
        }
        const labelNames = issue.labels.map((l) => typeof l === "string" ? l : l.name ?? "");
        tracked.push({
          issue,
          kind,
          overflow: isOverflowIssue(issue.body),
          markers,
          labels: labelNames,
          triage: void 0
        });
      }
    }
    return tracked;
  }
  /** The change points whose commits are commit ids; any other is left out, and said (the store is untrusted). */
  checked(changes) {
    return changes.filter((c) => {
      const ok = [c.commit, c.previousCommit, c.rangeFrom, c.rangeTo].every(isCommitId);
      if (!ok)
        this.log.warning(
          `a change point of ${JSON.stringify(c.name)} names a commit that is not a commit id (${JSON.stringify(c.commit).slice(0, 80)}): no issue for it`
        );
      return ok;
    });
  }
  /** The fresh groups that get issues of their own (the largest first), and those past maxOpened. */
  splitFresh(fresh) {
    const max = this.o.maxOpened ?? DEFAULT_MAX_OPENED;
    const ranked = [...fresh].sort(
      (a, b) => Number(a.kind === "improvement") - Number(b.kind === "improvement") || b.changes.length - a.changes.length
    );
    return [ranked.slice(0, max), ranked.slice(max)];
  }
  async open(g) {
    const { title, body } = renderChangeIssue(g, this.o);
    if (!this.budget.take(`open the issue of ${g.kind} ${g.commit.slice(0, 12)}: ${title}`)) return;
    const { data } = await callGitHub(
      "open a change issue",
      () => this.octokit.rest.issues.create({ ...this.target, title, body, labels: [...this.labelsOf[g.kind]] })
    );
    this.result.opened.push(data.number);
  }
  async openOverflow(kind, groups) {
    if (!this.budget.take(`open the issue of ${groups.length} more ${kind}s`)) return;
    const { title, body } = renderOverflowIssue(kind, groups, [], this.overflowOptions());
    const { data } = await callGitHub(
      "open the overflow change issue",
      () => this.octokit.rest.issues.create({ ...this.target, title, body, labels: [...this.labelsOf[kind]] })
    );
    this.result.opened.push(data.number);
  }
  overflowOptions() {
    return { ...this.o, maxOpened: this.o.maxOpened ?? DEFAULT_MAX_OPENED };
  }
  /** The issue's title and body for the groups found now (closed: the mark it keeps). */
  render(t, groups, closed) {
    if (t.overflow) {
      const found = new Set(groups.map((g) => g.existing?.commit));
      const kept = t.markers.filter((m) => !found.has(m.commit));
      return renderOverflowIssue(t.kind, groups, kept, {
        ...this.overflowOptions(),
        ...closed ? { closed } : {}
      });
    }
    return renderChangeIssue(groups[0], {
      ...this.o,
      ...t.triage ? { triage: t.triage } : {},
      ...closed ? { closed } : {}
    });
  }
  /**
   * An issue whose change is listed now: closed if its series are back,
   * else updated; reopened if benchgate closed it and the step is back for
   * RECOVERY_COMMITS commits; else left as a maintainer left it, said once.
   */
  async keepListed(t, groups) {
    const { issue } = t;
    if (t.triage === "expected" || t.triage === "invalid") return this.closeForTriage(t, t.triage);
    const state = judgeRecovery(groups, this.byDigest, this.order);
    const closedMark = markersOf(issue.body)[0]?.closed;
    if (issue.state === "open") {
      if (state === "recovered" && t.triage !== "investigating") return this.closeRecovered(t, state);
      const { title, body } = this.render(t, groups);
      if (issue.body === body || !this.budget.take(`update #${issue.number}`)) return;
      await this.patch(issue.number, { title, body }, "update a change issue");
      this.result.updated.push(issue.number);
    } else if (closedMark === "recovered") {
      if (state === "recovered" || state === "mixed" || !this.budget.take(`reopen #${issue.number}`, 2))
        return;
      const { title, body } = this.render(t, groups);
      await this.comment(
        issue.number,
        renderIssueComment({ kind: "reopened", listedAt: groups[0].commit, stepped: state === "stepped" })
      );
      await this.patch(issue.number, { title, body, state: "open" }, "reopen a change issue");
      this.result.reopened.push(issue.number);
    } else if (closedMark !== "noted") {
      if (!this.budget.take(`note the maintainer's close of #${issue.number}`, 2)) return;
      await this.comment(
        issue.number,
        renderIssueComment({ kind: "left-closed", listedAt: groups[0].commit })
      );
      await this.patch(
        issue.number,
        { body: markClosed(issue.body ?? "", "noted") },
        "note a maintainer close"
      );
      this.result.updated.push(issue.number);
    }
  }
  /** An open issue whose change is not listed now: closed once its series are back (or no longer measured), else kept. */
  async keepUnlisted(t) {
    if (t.triage === "expected" || t.triage === "invalid") return this.closeForTriage(t, t.triage);
    if (t.triage === "investigating") return;
    if (t.markers[0]?.closed) {
      if (!this.budget.take(`unmark #${t.issue.number}`)) return;
      t.issue.body = markClosed(t.issue.body ?? "", void 0);
      await this.patch(t.issue.number, { body: t.issue.body }, "unmark a reopened change issue");
      this.result.updated.push(t.issue.number);
    }
    const state = judgeRecovery(t.markers, this.byDigest, this.order);
    if (state === "recovered" || state === "unmeasured") await this.closeRecovered(t, state);
  }
  /**
   * A closed issue whose change is not listed now: reopened if benchgate
   * closed it and one of its series is at the level after the change again
   * for RECOVERY_COMMITS commits (the rule that closed it, the other way).
   */
  async reopenIfStepped(t) {
    const { issue } = t;
    if (t.markers[0]?.closed !== "recovered") return;
    if (judgeRecovery(t.markers, this.byDigest, this.order) !== "stepped") return;
    const labels = await applyTriageCommands(
      this.octokit,
      this.target,
      { number: issue.number, comments: issue.comments, labels: t.labels },
      this.me,
      this.budget,
      this.log
    );
    const triage = triageOf(labels);
    if (triage === "expected" || triage === "invalid") return;
    if (!this.budget.take(`reopen #${issue.number}`, 2)) return;
    await this.comment(issue.number, renderIssueComment({ kind: "reopened", stepped: true }));
    await this.patch(
      issue.number,
      { body: markClosed(issue.body ?? "", void 0), state: "open" },
      "reopen a change issue"
    );
    this.result.reopened.push(issue.number);
  }
  async closeRecovered(t, state) {
    if (!this.budget.take(`close #${t.issue.number}`, 2)) return;
    await this.comment(t.issue.number, renderIssueComment({ kind: state }));
    await this.patch(
      t.issue.number,
      { body: markClosed(t.issue.body ?? "", "recovered"), state: "closed", state_reason: "completed" },
      "close a change issue"
    );
    this.result.closed.push(t.issue.number);
  }
  /** Expected and invalid changes are closed (once) with what the state means. */
  async closeForTriage(t, state) {
    if (t.issue.state !== "open" || !this.budget.take(`close #${t.issue.number} as ${state}`, 2)) return;
    await this.comment(t.issue.number, `${TRIAGE_NOTES[state]} Closing.`);
    const reason = state === "expected" ? "completed" : "not_planned";
    await this.patch(
      t.issue.number,
      { state: "closed", state_reason: reason },
      "close a triaged change issue"
    );
    this.result.closed.push(t.issue.number);
  }
  async comment(issue_number, body) {
    await callGitHub(
      "comment on a change issue",
      () => this.octokit.rest.issues.createComment({ ...this.target, issue_number, body })
    );
  }
  async patch(issue_number, fields, operation) {
    await callGitHub(
      operation,
      () => this.octokit.rest.issues.update({ ...this.target, issue_number, ...fields })
    );
  }
};
function groupsOf(tracked) {
  const groups = [];
  for (const t of tracked) {
    for (const m of t.markers) {
      if (groups.some((g) => g.kind === m.kind && g.commit === m.commit)) continue;
      groups.push({ kind: m.kind, commit: m.commit, series: m.series, tracked: t });
    }
  }
  return groups;
}
export {
  DEFAULT_MAX_OPENED,
  syncChangeIssues
};
