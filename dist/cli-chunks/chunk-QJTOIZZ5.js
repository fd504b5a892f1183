import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  renderMermaidChart
} from "./chunk-6N66EU7F.js";
import {
  renderTemplate
} from "./chunk-C2F4DYSV.js";
import {
  escapeHtml,
  escapeMarkdown
} from "./chunk-PIZSRETB.js";
import {
  DEFAULT_CHART_LIMITS,
  buildReportModel,
  planCharts
} from "./chunk-7HVISSWX.js";

// src/report/budget.ts
var DEFAULT_ELSEWHERE = "the job summary of this run";
function fitView(view, render, limit, options = {}) {
  const elsewhere = `the full report is in ${options.elsewhere ?? DEFAULT_ELSEWHERE}`;
  const full = render(view);
  if (full.length <= limit) return full;
  let trimmed = view;
  for (const cut of CUTS) {
    const renderings = /* @__PURE__ */ new Map();
    const fits = (keep) => {
      const text = render(cut.keep(trimmed, keep, elsewhere));
      renderings.set(keep, text);
      return text.length <= limit;
    };
    const kept = largestFitting(cut.size(trimmed), fits);
    if (kept !== void 0) return renderings.get(kept);
    trimmed = cut.keep(trimmed, 0, elsewhere);
  }
  return render(trimmed);
}
var CUTS = [
  // 1. Families, least interesting first.
  {
    size: (view) => view.families.length,
    keep(view, keep, elsewhere) {
      const kept = new Set(dropOrder(view.families).slice(0, keep));
      const families = view.families.filter((f) => kept.has(f));
      const left = view.families.length - families.length;
      const rows = view.families.filter((f) => !kept.has(f)).reduce((n, f) => n + f.rowCount, 0);
      const note = `${left} of ${view.families.length} families (${rows} results) are left out to fit GitHub's size limit; ${elsewhere}.`;
      return { ...view, families, omitted: withNote(view.omitted, left > 0, note) };
    }
  },
  // 2. Improvements beyond the largest ones (the table is sorted by size).
  {
    size: (view) => view.improvements.rows.length,
    keep(view, keep, elsewhere) {
      const left = view.improvements.rows.length - keep;
      const note = `${left} smaller improvements are left out; ${elsewhere}.`;
      return {
        ...view,
        improvements: firstRows(view.improvements, keep),
        omitted: withNote(view.omitted, left > 0, note)
      };
    }
  },
  // 3. Everything but the regressions, all or nothing.
  {
    size: () => 1,
    keep(view, keep, elsewhere) {
      if (keep > 0) return view;
      const note = `Input problems, environment and footnotes are left out; ${elsewhere}.`;
      return { ...view, problems: [], environment: [], footnotes: [], omitted: [...view.omitted, note] };
    }
  },
  // 4. The regressions in fewer columns, then (last resort) fewer rows.
  {
    size: (view) => view.regressions.rows.length,
    keep(view, keep, elsewhere) {
      const total = view.regressions.rows.length;
      const note = `⚠️ ${total - keep} of ${total} regressions do not fit in this comment; ${elsewhere}.`;
      return {
        ...view,
        regressions: firstRows(compactTable(view.regressions), keep),
        omitted: withNote(view.omitted, keep < total, note)
      };
    }
  }
];
function withNote(omitted, when, note) {
  return when ? [...omitted, note] : [...omitted];
}
function dropOrder(families) {
  return [...families.filter((f) => f.changed), ...families.filter((f) => !f.changed)];
}
function largestFitting(max, fits) {
  if (!fits(0)) return void 0;
  let lo = 0;
  let hi = max;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
function firstRows(t, n) {
  return { ...t, rows: t.rows.slice(0, n) };
}
function compactTable(t) {
  const keep = ["Benchmark", "Params", "Metric", "Change", "Verdict"];
  const idx = keep.map((h) => t.header.indexOf(h)).filter((i) => i >= 0);
  return {
    header: idx.map((i) => t.header[i]),
    align: idx.map((i) => t.align[i]),
    rows: t.rows.map((r) => idx.map((i) => r[i]))
  };
}

// src/report/charts/embed.ts
var BASE_URL = /^https:\/\/[^\s()<>"'`\\]+$/;
function chartUrl(baseUrl, file) {
  if (!BASE_URL.test(baseUrl)) {
    throw new Error(
      `chart base URL ${JSON.stringify(baseUrl)} is not an https:// URL without spaces, quotes or parentheses`
    );
  }
  return `${baseUrl.replace(/\/+$/, "")}/${encodeURIComponent(file)}`;
}
function chartFragmentsByFamily(model, embed) {
  const out = /* @__PURE__ */ new Map();
  const add = (family, fragment) => out.set(family, [...out.get(family) ?? [], fragment]);
  if (!embed) return out;
  if (embed.kind === "images") {
    for (const image of embed.images) add(image.family, imageMarkdown(image, embed.baseUrl));
  } else {
    for (const spec of planCharts(model, embed.limits ?? DEFAULT_CHART_LIMITS))
      add(spec.family, renderMermaidChart(spec));
  }
  return out;
}
function imageMarkdown(image, baseUrl) {
  return `![${escapeMarkdown(image.alt)}](${chartUrl(baseUrl, image.file)})`;
}

// src/report/view.ts
function viewOfModel(model, charts) {
  const fragments = chartFragmentsByFamily(model, charts);
  return {
    title: escapeMarkdown(model.title),
    headline: escapeMarkdown(model.headline),
    ...model.design !== void 0 ? { design: escapeMarkdown(model.design) } : {},
    ...model.selection !== void 0 ? { selection: escapeMarkdown(model.selection) } : {},
    coverage: model.coverage.map(escapeMarkdown),
    warnings: model.warnings.map(escapeMarkdown),
    regressions: tableView(model.regressions),
    improvements: tableView(model.improvements),
    families: model.families.map((f) => familyView(f, fragments.get(f.key) ?? [])),
    rowCount: model.rowCount,
    benchmarkCount: model.benchmarkCount,
    footnotes: model.footnotes.map((n, i) => `<sup>${i + 1}</sup> ${escapeMarkdown(n)}`),
    problems: model.problems.map(escapeMarkdown),
    environment: model.environment.map(environmentLine),
    legend: "Change: head against base. Intervals: 95% confidence interval of the median, or the tool’s own interval. ❌ regression · ✅ improvement · ❔ a change past the threshold that the samples cannot confirm." + (model.pairedRows ? " Rows judged on paired rounds: change from the per-round ratios of head to base; ≥ after p, the smallest change the rounds could detect (80% power)." : "") + (model.unboundedSidesNeed !== void 0 ? ` ± ∞: fewer than ${model.unboundedSidesNeed} samples on that side, too few for a 95% interval of its median.` : ""),
    omitted: []
  };
}
function familyView(f, charts) {
  const counts = [
    `${f.family.entries.length} benchmark${f.family.entries.length === 1 ? "" : "s"}`,
    f.counts.regression ? `❌ ${f.counts.regression}` : "",
    f.counts.improvement ? `✅ ${f.counts.improvement}` : ""
  ].filter(Boolean);
  return {
    title: escapeMarkdown(f.title),
    summary: escapeHtml(`${f.title} · ${counts.join(" · ")}`),
    rowCount: f.rowCount,
    changed: f.counts.regression + f.counts.improvement > 0,
    table: tableView(f.table),
    matrices: f.matrices.map((m) => ({
      title: escapeMarkdown(`${m.metric} change: ${m.down.join(", ")} down, ${m.across} across`),
      sections: m.sections.map((s) => ({ title: escapeMarkdown(s.title), table: tableView(s.table) }))
    })),
    charts
  };
}
function tableView(t) {
  return {
    header: t.header.map(escapeMarkdown),
    align: [...t.align],
    rows: t.rows.map((r) => r.map(cellMarkdown))
  };
}
function cellMarkdown(c) {
  const text = escapeMarkdown(c.text);
  return c.notes?.length ? `${text} <sup>${c.notes.join(",")}</sup>` : text;
}
function environmentLine(line) {
  const parts = line.parts.map(
    (p) => p.url ? `[${escapeMarkdown(p.text)}](${p.url})` : escapeMarkdown(p.text)
  );
  return `**${escapeMarkdown(line.label)}**: ${parts.join("")}`;
}

// src/report/markdown.ts
function renderMarkdownReport(c, options = {}) {
  return renderTemplate(viewOfModel(buildReportModel(c, options), options.charts), options.template);
}
function renderMarkdownWithin(c, options, limit) {
  const view = viewOfModel(buildReportModel(c, options), options.charts);
  return fitView(
    view,
    (v) => renderTemplate(v, options.template),
    limit,
    options.elsewhere ? { elsewhere: options.elsewhere } : {}
  );
}

export {
  renderMarkdownReport,
  renderMarkdownWithin
};
