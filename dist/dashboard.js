"use strict";
(() => {
  // src/report/dashboard/dom.ts
  var SVG = "http://www.w3.org/2000/svg";
  function el(tag, attrs = {}, ...children) {
    const node = tag.startsWith("svg:") ? document.createElementNS(SVG, tag.slice(4)) : document.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) if (v !== void 0) node.setAttribute(k, String(v));
    for (const c of children) node.append(typeof c === "string" ? document.createTextNode(c) : c);
    return node;
  }
  function loadScript(src) {
    return new Promise((resolve, reject) => {
      const s = el("script", { src });
      s.onload = () => resolve();
      s.onerror = () => reject(new Error(`could not load ${src}`));
      document.head.append(s);
    });
  }

  // src/report/format-number.ts
  var TIME_UNITS = {
    ps: { scale: 1e-3, suffix: "" },
    ns: { scale: 1, suffix: "" },
    us: { scale: 1e3, suffix: "" },
    µs: { scale: 1e3, suffix: "" },
    ms: { scale: 1e6, suffix: "" },
    s: { scale: 1e9, suffix: "" },
    sec: { scale: 1e9, suffix: "" }
  };
  var TIME_STEPS = [
    [1e9, "s"],
    [1e6, "ms"],
    [1e3, "µs"],
    [1, "ns"]
  ];
  function formatValue(value, unit) {
    if (!Number.isFinite(value)) return Number.isNaN(value) ? "?" : value > 0 ? "∞" : "-∞";
    const kind = unitKindOf(unit);
    if (kind.time) {
      const ns = value * TIME_UNITS[kind.time.base].scale;
      const step = timeStep(ns);
      return `${formatSignificant(ns / step[0])} ${step[1]}${kind.time.rest}`;
    }
    if (kind.baseRate && Math.abs(value) >= 1e4) {
      const step = SI_STEPS.find((s) => Math.abs(value) >= s[0]);
      return `${formatSignificant(value / step[0])} ${step[1]}${unit}`;
    }
    const text = `${formatSignificant(value)} ${unit}`;
    return kind.trimmed ? text : text.trimEnd();
  }
  function formatLevel(value, unit) {
    const rest = /^B(\/.+)?$/.exec(unit);
    if (!rest || /\/(s|sec)$/.test(unit) || !Number.isFinite(value) || Math.abs(value) < 1e3)
      return formatValue(value, unit);
    const step = SI_STEPS.find((s) => Math.abs(value) >= s[0]);
    return `${formatSignificant(value / step[0])} ${step[1]}${unit}`;
  }
  var unitKinds = /* @__PURE__ */ new Map();
  function unitKindOf(unit) {
    let kind = unitKinds.get(unit);
    if (!kind) {
      kind = {
        time: splitTimeUnit(unit),
        baseRate: /^(B|b|elem|items)\/s$/.test(unit),
        trimmed: unit !== "" && unit.trimEnd() === unit
      };
      if (unitKinds.size >= 256) unitKinds.clear();
      unitKinds.set(unit, kind);
    }
    return kind;
  }
  var SI_STEPS = [
    [1e12, "T"],
    [1e9, "G"],
    [1e6, "M"],
    [1e3, "k"]
  ];
  function formatSignificant(value) {
    if (!Number.isFinite(value)) return Number.isNaN(value) ? "?" : value > 0 ? "∞" : "-∞";
    const abs = Math.abs(value);
    if (abs >= 1e4) return groupThousands(Math.round(value));
    if (abs === 0) return "0";
    if (abs < 1e-3) return value.toExponential(2);
    return Number(value.toPrecision(4)).toString();
  }
  function groupThousands(n) {
    if (!Number.isSafeInteger(n)) return n.toLocaleString("en-US");
    const digits = String(Math.abs(n));
    let out = digits.slice(0, (digits.length - 1) % 3 + 1);
    for (let i = out.length; i < digits.length; i += 3) out += "," + digits.slice(i, i + 3);
    return n < 0 ? "-" + out : out;
  }
  function formatChange(change) {
    if (change === void 0 || Number.isNaN(change)) return "?";
    if (!Number.isFinite(change)) return change > 0 ? "+∞%" : "-∞%";
    const pct = change * 100;
    if (Math.abs(pct) < 0.05) return "~0%";
    const digits = Math.abs(pct) >= 99.95 ? 0 : 1;
    return `${pct > 0 ? "+" : "−"}${Math.abs(pct).toFixed(digits)}%`;
  }
  function formatStep(before, after, unit) {
    if (before === 0 === (after === 0)) return formatChange(before === 0 ? 0 : after / before - 1);
    const side = (v) => v === 0 ? "0" : formatLevel(v, unit);
    return `${side(before)} → ${side(after)}`;
  }
  var NS_STEP = [1, "ns"];
  function timeStep(ns) {
    for (const step of TIME_STEPS) if (Math.abs(ns) >= step[0]) return step;
    return NS_STEP;
  }
  function splitTimeUnit(unit) {
    const m = /^(ps|ns|us|µs|ms|s|sec)(\/.*)?$/.exec(unit);
    if (!m) return void 0;
    return { base: m[1], rest: m[2] ?? "" };
  }

  // src/report/dashboard/step-text.ts
  function stepText(c) {
    return formatStep(c.before, c.after, c.unit);
  }
  function stepDetail(c) {
    const short2 = stepText(c);
    if (c.before === 0 || c.after === 0) return short2;
    return `${short2} (${formatLevel(c.before, c.unit)} → ${formatLevel(c.after, c.unit)})`;
  }

  // src/report/dashboard/panel-chart.ts
  var COLORS = [
    "#0072b2",
    "#d55e00",
    "#009e73",
    "#cc79a7",
    "#56b4e9",
    "#e69f00",
    "#000000",
    "#7f7f7f"
  ];
  var KIND_COLOR = { regression: "#cf222e", improvement: "#1a7f37" };
  var short = (sha) => sha.slice(0, 7);
  var LOG_SPAN = 3;
  function axisOf(chart) {
    const centers = chart.lines.flatMap((l) => l.points.map((p) => p[1]));
    const bands = chart.lines.flatMap((l) => l.points.flatMap((p) => [p[2], p[3]])).filter((v) => v !== null);
    let lo = Math.min(...centers);
    let hi = Math.max(...centers);
    const log = lo > 0 && hi / lo > LOG_SPAN;
    for (const v of bands) if (!log || v > 0) [lo, hi] = [Math.min(lo, v), Math.max(hi, v)];
    if (!log && Math.min(...centers) <= 0) lo = Math.min(lo, 0);
    if (!(hi > lo)) [lo, hi] = lo === 0 ? [0, 1] : [lo - Math.abs(lo) * 0.05, hi + Math.abs(hi) * 0.05];
    return { log, lo, hi };
  }
  function place(axis, v) {
    if (!axis.log) return (v - axis.lo) / (axis.hi - axis.lo);
    const r = (Math.log(Math.max(v, axis.lo)) - Math.log(axis.lo)) / (Math.log(axis.hi) - Math.log(axis.lo));
    return Math.min(1, Math.max(0, r));
  }
  function ticksOf(axis) {
    return [axis.lo, axis.log ? Math.sqrt(axis.lo * axis.hi) : (axis.lo + axis.hi) / 2, axis.hi];
  }
  function alwaysZero(line) {
    return line.points.every((p) => p[1] === 0 && (p[2] ?? 0) === 0 && (p[3] ?? 0) === 0);
  }
  function renderPanelSvg(data, chart, links2, width) {
    const W = width;
    const H = 250;
    const [L, R, T, B] = [8, 12, 64, 22];
    const n = Math.max(1, data.commits.length - 1);
    const x = (i) => L + (W - L - R) * i / n;
    const axis = axisOf(chart);
    const y = (v) => T + (H - T - B) * (1 - place(axis, v));
    const svg = el("svg:svg", {
      width: W,
      height: H,
      viewBox: `0 0 ${W} ${H}`,
      role: "img",
      "aria-label": `${data.family} ${chart.metric} ${chart.panel}`.trim()
    });
    const allZero = chart.lines.every(alwaysZero);
    for (const v of allZero ? [0] : ticksOf(axis)) {
      svg.append(el("svg:line", { x1: L, x2: W - R, y1: y(v), y2: y(v), stroke: "#eaeef2" }));
      const text = formatLevel(v, chart.unit);
      svg.append(el("svg:text", { class: "tick", x: L, y: y(v) - 3 }, allZero ? `always ${text}` : text));
    }
    for (const r of data.releases) {
      svg.append(
        el("svg:line", {
          class: "release",
          x1: x(r.at),
          x2: x(r.at),
          y1: T - 22,
          y2: H - B,
          stroke: "#8c959f"
        }),
        el("svg:text", { class: "release-label", x: x(r.at) + 3, y: T - 12 }, r.name)
      );
    }
    chart.lines.forEach((_, k) => drawLine(svg, data, chart, k, { x, y }, links2));
    if (axis.log)
      svg.append(el("svg:text", { class: "scale", x: W / 2, y: H - 6, "text-anchor": "middle" }, "log scale"));
    drawChanges(svg, chart, { x, T, H, B, W }, links2);
    svg.append(el("svg:text", { x: L, y: H - 6 }, short(data.commits[0].sha)));
    svg.append(el("svg:text", { x: W - R, y: H - 6, "text-anchor": "end" }, short(data.commits.at(-1).sha)));
    return svg;
  }
  function drawLine(svg, data, chart, k, at, links2) {
    const line = chart.lines[k];
    const color = COLORS[k % COLORS.length];
    const band = line.points.filter((p) => p[2] !== null && p[3] !== null);
    if (band.length > 1) {
      const upper = band.map((p) => `${at.x(p[0])},${at.y(p[3])}`);
      const lower = band.map((p) => `${at.x(p[0])},${at.y(p[2])}`).reverse();
      svg.append(
        el("svg:polygon", {
          class: "band",
          points: upper.concat(lower).join(" "),
          fill: color,
          "fill-opacity": 0.12
        })
      );
    }
    const path = line.points.map((p) => `${at.x(p[0])},${at.y(p[1])}`).join(" ");
    svg.append(
      el("svg:polyline", { class: "line", points: path, fill: "none", stroke: color, "stroke-width": 1.5 })
    );
    for (const p of line.points) {
      const commit = data.commits[p[0]];
      const dot = el(
        "svg:circle",
        { class: "point", cx: at.x(p[0]), cy: at.y(p[1]), r: 2.5, fill: color },
        el(
          "svg:title",
          {},
          `${line.label}: ${formatLevel(p[1], chart.unit)} at ${short(commit.sha)} (${commit.time})`
        )
      );
      const href = links2.commit(commit.sha);
      svg.append(href ? el("svg:a", { href, class: "commit" }, dot) : dot);
    }
  }
  function drawChanges(svg, chart, box, links2) {
    const byAt = /* @__PURE__ */ new Map();
    for (const c of chart.changes) if (c.at >= 0) byAt.set(c.at, [...byAt.get(c.at) ?? [], c]);
    [...byAt.entries()].sort((a, b) => a[0] - b[0]).forEach(([at, list], row) => {
      const worst = [...list].sort((a, b) => rank(b) - rank(a))[0];
      const color = KIND_COLOR[worst.kind] ?? "#57606a";
      const xAt = box.x(at);
      const step = worst.kind === "environment" ? "environment changed" : stepText({ ...worst, unit: chart.unit });
      const more = list.length > 1 ? ` (${list.length} lines)` : "";
      const right = xAt > box.W * 0.6;
      const tooltip = list.map((c) => {
        const what = c.kind === "environment" ? "environment changed" : `${c.kind} ${stepDetail({ ...c, unit: chart.unit })}`;
        return `${chart.lines[c.line].label}: ${what}, between ${short(c.previousCommit)} and ${short(c.commit)}`;
      }).join("\n");
      const mark = el(
        "svg:g",
        { class: `change ${worst.kind}` },
        el("svg:title", {}, tooltip),
        el("svg:line", {
          x1: xAt,
          x2: xAt,
          y1: 6 + row % 3 * 12,
          y2: box.H - box.B,
          stroke: color,
          "stroke-dasharray": "4 3",
          "stroke-width": 2
        }),
        el(
          "svg:text",
          {
            class: "change-label",
            x: right ? xAt - 4 : xAt + 4,
            y: 14 + row % 3 * 12,
            "text-anchor": right ? "end" : "start",
            fill: color
          },
          `${short(worst.commit)} ${step}${more}`
        )
      );
      const href = list.some((c) => c.kind === "regression") ? links2.issue(worst.commit) : void 0;
      svg.append(href ? el("svg:a", { href, class: "issue" }, mark) : mark);
    });
  }
  function rank(c) {
    const kind = c.kind === "regression" ? 2 : c.kind === "improvement" ? 1 : 0;
    const size = Number.isFinite(c.change) ? Math.min(Math.abs(c.change), 1e6) : 1e6;
    return kind * 1e7 + size;
  }

  // src/report/dashboard/page.ts
  var OPEN_SHOWN = 50;
  var FAMILIES_SHOWN = 500;
  window.BG_FAMILY = window.BG_FAMILY || {};
  window.BG_TIMING = {};
  var view = document.getElementById("view");
  var search = document.getElementById("search");
  var links = {
    commit: (sha) => {
      const repo = window.BG_INDEX.repositoryUrl;
      return repo ? `${repo}/commit/${encodeURIComponent(sha)}` : void 0;
    },
    // The issue of a change point carries a hidden marker with its commit (src/report/change-issue.ts): search for it.
    issue: (sha) => {
      const repo = window.BG_INDEX.repositoryUrl;
      return repo ? `${repo}/issues?q=${encodeURIComponent(`"benchgate-change: ${sha}"`)}` : void 0;
    }
  };
  var familyHref = (slug) => `#f=${encodeURIComponent(slug)}`;
  function commitCell(sha) {
    const href = links.commit(sha);
    return el("td", { class: "sha" }, href ? el("a", { href }, short(sha)) : short(sha));
  }
  function renderOpen() {
    const i = window.BG_INDEX;
    if (i.open.length === 0) return [el("p", { class: "meta", id: "open-none" }, "No open changes.")];
    const shown = i.open.slice(0, OPEN_SHOWN);
    const rows = shown.map(
      (c) => el(
        "tr",
        {},
        commitCell(c.commit),
        el(
          "td",
          { class: c.kind === "regression" ? "reg" : "imp", title: stepDetail(c) },
          `${c.kind} ${stepText(c)}`
        ),
        el("td", {}, el("a", { href: familyHref(c.slug) }, c.family)),
        el("td", {}, c.series),
        el("td", {}, c.metric)
      )
    );
    const more = i.openTotal > shown.length ? ` (the ${shown.length} largest of ${i.openTotal})` : "";
    return [
      el("h2", {}, `Open changes${more}`),
      el(
        "table",
        { id: "open" },
        el(
          "thead",
          {},
          el("tr", {}, ...["Commit", "Change", "Family", "Series", "Metric"].map((h) => el("th", {}, h)))
        ),
        el("tbody", {}, ...rows)
      )
    ];
  }
  function renderIndex() {
    const i = window.BG_INDEX;
    const q = search.value.trim().toLowerCase();
    const rows = i.families.filter(
      (f) => !q || f.family.toLowerCase().includes(q) || f.suite.toLowerCase().includes(q) || f.metrics.some((m) => m.toLowerCase().includes(q))
    );
    const shown = rows.slice(0, FAMILIES_SHOWN);
    const head = ["Family", "Series", "Metrics", "Regressions", "Improvements", "Last commit"];
    const table = el(
      "table",
      { id: "families" },
      el("thead", {}, el("tr", {}, ...head.map((h) => el("th", {}, h)))),
      el(
        "tbody",
        {},
        ...shown.map(
          (f) => el(
            "tr",
            { "data-slug": f.slug },
            el("td", {}, el("a", { href: familyHref(f.slug) }, f.family)),
            el("td", { class: "num" }, String(f.series)),
            el("td", {}, f.metrics.join(", ")),
            el("td", { class: f.regressions ? "num reg" : "num" }, String(f.regressions)),
            el("td", { class: f.improvements ? "num imp" : "num" }, String(f.improvements)),
            el("td", {}, f.lastCommit ? short(f.lastCommit) : "")
          )
        )
      )
    );
    const note = rows.length > shown.length ? `${rows.length} families match; the first ${shown.length} are shown: narrow the search.` : `${rows.length} of ${i.families.length} families`;
    view.replaceChildren(
      ...q ? [] : renderOpen(),
      el("h2", {}, "Families"),
      el("p", { class: "meta", id: "count" }, note),
      table
    );
  }
  function renderPanel(data, chart) {
    const legend = el(
      "div",
      { class: "legend" },
      ...chart.lines.map((line, k) => {
        const item = el("span", {}, alwaysZero(line) ? `${line.label} (always 0)` : line.label);
        item.style.setProperty("--c", COLORS[k % COLORS.length]);
        return item;
      })
    );
    const title = chart.panel ? [el("h4", {}, chart.panel)] : [];
    const width = chart.panel ? 460 : 900;
    const figure = el(
      "figure",
      { class: "panel" },
      ...title,
      renderPanelSvg(data, chart, links, width),
      legend
    );
    figure.style.width = `${width}px`;
    return figure;
  }
  function renderMetric(data, charts) {
    const first = charts[0];
    const split = charts.length > 1;
    const drawn = split ? charts.filter((c) => c.changed) : charts;
    const rest = split ? charts.filter((c) => !c.changed) : [];
    const heading = `${first.metric} (${first.direction === "smaller" ? "smaller" : "bigger"} is better)`;
    const section = el(
      "section",
      { class: "chart" },
      el("h3", {}, heading),
      el("div", { class: "panels" }, ...drawn.map((c) => renderPanel(data, c)))
    );
    if (rest.length > 0) {
      const series = rest.reduce((a, c) => a + c.lines.length, 0);
      const box = el("div", { class: "panels" });
      const more = el(
        "details",
        { class: "more" },
        el(
          "summary",
          {},
          `${rest.length} ${drawn.length ? "more " : ""}panels without a change (${series} series)`
        ),
        box
      );
      more.addEventListener("toggle", () => {
        if (more.open && box.childElementCount === 0) box.append(...rest.map((c) => renderPanel(data, c)));
      });
      section.append(more);
    }
    return section;
  }
  function familyChanges(data) {
    const rows = data.charts.flatMap(
      (chart) => chart.changes.filter((c) => c.at >= 0).map((c) => ({
        c,
        chart,
        series: [chart.panel.replace(/ \(.*\)$/, ""), chart.lines[c.line].label].filter(Boolean).join(" ")
      }))
    );
    if (rows.length === 0) return [];
    const order = (k) => k === "regression" ? 0 : k === "improvement" ? 1 : 2;
    rows.sort((a, b) => b.c.at - a.c.at || order(a.c.kind) - order(b.c.kind));
    const shown = rows.slice(0, OPEN_SHOWN);
    const more = rows.length > shown.length ? ` (the newest ${shown.length} of ${rows.length})` : "";
    return [
      el("h3", {}, `Change points${more}`),
      el(
        "table",
        { id: "family-changes" },
        el("thead", {}, el("tr", {}, ...["Commit", "Change", "Series", "Metric"].map((h) => el("th", {}, h)))),
        el(
          "tbody",
          {},
          ...shown.map(({ c, chart, series }) => {
            const step = c.kind === "environment" ? "environment changed" : `${c.kind} ${stepText({ ...c, unit: chart.unit })}`;
            const cls = c.kind === "regression" ? "reg" : c.kind === "improvement" ? "imp" : "";
            return el(
              "tr",
              {},
              commitCell(c.commit),
              el("td", { class: cls }, step),
              el("td", {}, series),
              el("td", {}, chart.metric)
            );
          })
        )
      )
    ];
  }
  async function renderFamily(slug) {
    const f = window.BG_INDEX.families.find((x) => x.slug === slug);
    if (!f) {
      view.replaceChildren(el("p", { class: "empty" }, `No family ${slug} in this store.`));
      return;
    }
    if (!window.BG_FAMILY[slug]) await loadScript(`data/${slug}.js`);
    const data = window.BG_FAMILY[slug];
    const byMetric = /* @__PURE__ */ new Map();
    for (const c of data.charts) byMetric.set(c.metric, [...byMetric.get(c.metric) ?? [], c]);
    view.replaceChildren(
      el("h2", { id: "family" }, data.family),
      el(
        "p",
        { class: "meta" },
        `${f.series} series over ${data.commits.length} commits, in their unit (on a log scale where a panel's values span more than 3×, so lines of different sizes share it). Change points are dashed, with their commit and step written at the top (red: regression, linked to its issue; green: improvement; grey: environment changed); releases are solid, with their tag. Points link to their commit. A metric of many series is split into panels by parameter; panels without a change open on request.`
      ),
      ...familyChanges(data),
      ...[...byMetric.values()].map((charts) => renderMetric(data, charts))
    );
    window.BG_TIMING.family = performance.now();
  }
  function route() {
    const m = /^#f=(.+)$/.exec(location.hash);
    if (m)
      renderFamily(decodeURIComponent(m[1])).catch(
        (err) => view.replaceChildren(el("p", { class: "empty" }, err.message))
      );
    else {
      renderIndex();
      window.BG_TIMING.index ??= performance.now();
    }
  }
  loadScript("data/index.js").then(
    () => {
      const i = window.BG_INDEX;
      document.getElementById("meta").textContent = `${i.families.length} families, ${i.series} series, ${i.commits} commits; generated ${i.generated}`;
      search.addEventListener("input", () => {
        if (location.hash) location.hash = "";
        else renderIndex();
      });
      window.addEventListener("hashchange", route);
      route();
    },
    (err) => view.replaceChildren(el("p", { class: "empty" }, err.message))
  );
})();
