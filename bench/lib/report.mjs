/**
 * Turning results into what a reader compares: Markdown tables, our-site-to-stock ratios, and a
 * flat `summary` of named numbers that `bench/compare.mjs` lines up between two result files.
 */

/**
 * @param {number | null | undefined} value
 * @param {number} [digits]
 */
export function fmt(value, digits = 0) {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  return value.toFixed(digits);
}

/** @param {number} bytes */
export const kb = (bytes) => bytes / 1024;

/**
 * A Markdown table; columns are as wide as their widest cell.
 * @param {string[]} header
 * @param {string[][]} rows
 */
export function table(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => String(row[i]).length)));
  /** @param {string[]} cells */
  const line = (cells) => `| ${cells.map((cell, i) => String(cell).padEnd(widths[i])).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/**
 * @param {number | null | undefined} ours
 * @param {number | null | undefined} stock
 */
function ratio(ours, stock) {
  return ours !== null && ours !== undefined && stock ? ours / stock : null;
}

/**
 * Our figures divided by the stock site's. Above 1 means ours is larger (heavier, slower to
 * block, faster to build, or better scored, depending on the figure).
 * @param {any} results
 */
export function computeRatios(results) {
  /** @param {string} name */
  const weight = (name) => results.weight?.find((/** @type {any} */ row) => row.name === name);
  /** @param {string} name @param {'mobile' | 'desktop'} preset */
  const lh = (name, preset) => results.lighthouse?.find((/** @type {any} */ row) => row.name === name)?.[preset]?.median;
  /** @param {any} row */
  const firstLoad = (row) => row && row.html.gz + row.js.gz + row.css.gz;
  /** @param {string} name @param {'medianMs' | 'paintedMedianMs'} [time] settled (the targets' figure) or painted */
  const nav = (name, time = 'medianMs') => results.navigation?.find((/** @type {any} */ row) => row.name === name)?.[time];
  return {
    'JS gz: text page / stock docs page': ratio(weight('text')?.js.gz, weight('stock docs')?.js.gz),
    'JS gz: component page / stock docs page': ratio(weight('component')?.js.gz, weight('stock docs')?.js.gz),
    'HTML+JS+CSS gz: text page / stock docs page': ratio(firstLoad(weight('text')), firstLoad(weight('stock docs'))),
    'Lighthouse perf (mobile): text page / stock docs page': ratio(lh('text', 'mobile')?.perf, lh('stock docs', 'mobile')?.perf),
    'Lighthouse perf (mobile): component page / stock docs page': ratio(lh('component', 'mobile')?.perf, lh('stock docs', 'mobile')?.perf),
    'Lighthouse perf (desktop): text page / stock docs page': ratio(lh('text', 'desktop')?.perf, lh('stock docs', 'desktop')?.perf),
    'TBT (mobile): text page / stock docs page': ratio(lh('text', 'mobile')?.tbtMs, lh('stock docs', 'mobile')?.tbtMs),
    'TBT (mobile): component page / stock docs page': ratio(lh('component', 'mobile')?.tbtMs, lh('stock docs', 'mobile')?.tbtMs),
    'Lighthouse perf (mobile): home / stock home': ratio(lh('home', 'mobile')?.perf, lh('stock home', 'mobile')?.perf),
    'Build pages/s (cold): ours / stock': ratio(results.builds?.site?.cold?.pagesPerSecond, results.builds?.stock?.cold?.pagesPerSecond),
    'Navigation: text to text / stock docs to docs': ratio(nav('text to text'), nav('stock docs to docs')),
    'Navigation: text to text, no demo / stock docs to docs': ratio(nav('text to text, no demo'), nav('stock docs to docs')),
    'Navigation: component to component / stock docs to docs': ratio(nav('component to component'), nav('stock docs to docs')),
    'Navigation, link hovered first: component to component / stock docs to docs': ratio(
      nav('component to component, hovered first'),
      nav('stock docs to docs, hovered first'),
    ),
    'Navigation, until painted: text to text / stock docs to docs': ratio(nav('text to text', 'paintedMedianMs'), nav('stock docs to docs', 'paintedMedianMs')),
    'Navigation, until painted: component to component / stock docs to docs': ratio(
      nav('component to component', 'paintedMedianMs'),
      nav('stock docs to docs', 'paintedMedianMs'),
    ),
    'Navigation, link hovered first, until painted: component to component / stock docs to docs': ratio(
      nav('component to component, hovered first', 'paintedMedianMs'),
      nav('stock docs to docs, hovered first', 'paintedMedianMs'),
    ),
    'Cold build at the same page count: ours / stock': ratio(results.builds?.site?.cold?.seconds, results.stockScaled?.seconds),
  };
}

/**
 * Every figure under one flat name, e.g. `lighthouse.text.mobile.perf`, for comparisons.
 * @param {any} results
 * @returns {Record<string, number>}
 */
export function summarize(results) {
  /** @type {Record<string, number>} */
  const out = {};
  /** @param {string} key @param {unknown} value */
  const put = (key, value) => {
    if (typeof value === 'number' && Number.isFinite(value)) out[key] = Number(value.toFixed(4));
  };
  for (const [site, builds] of Object.entries(results.builds ?? {})) {
    for (const [kind, figures] of Object.entries(/** @type {Record<string, any>} */ (builds))) {
      for (const key of ['seconds', 'maxRssMb', 'peakTreeRssMb', 'pages', 'pagesPerSecond']) put(`build.${site}.${kind}.${key}`, figures?.[key]);
    }
  }
  for (const row of results.weight ?? []) {
    for (const kind of ['html', 'js', 'css', 'prefetch']) put(`weight.${row.name}.${kind}GzKb`, kb(row[kind].gz));
    put(`weight.${row.name}.jsFiles`, row.js.count);
  }
  for (const row of results.lighthouse ?? []) {
    for (const preset of ['mobile', 'desktop']) {
      for (const [key, value] of Object.entries(row[preset]?.median ?? {})) put(`lighthouse.${row.name}.${preset}.${key}`, value);
    }
  }
  for (const row of results.scale ?? []) {
    for (const key of ['pages', 'seconds', 'maxRssMb', 'peakTreeRssMb', 'pagesPerSecond']) put(`scale.${row.targetPages}.${key}`, row[key]);
  }
  for (const row of results.preview ?? []) {
    for (const key of ['startSeconds', 'editSeconds', 'peakTreeRssMb']) put(`preview.${row.products}.${key}`, row[key]);
  }
  for (const row of results.navigation ?? []) {
    put(`navigation.${row.name}.medianMs`, row.medianMs);
    put(`navigation.${row.name}.paintedMedianMs`, row.paintedMedianMs);
  }
  for (const key of ['pages', 'seconds', 'maxRssMb', 'pagesPerSecond']) put(`build.stockScaled.${key}`, results.stockScaled?.[key]);
  for (const [set, figures] of Object.entries(results.search?.evaluation ?? {})) {
    for (const key of ['top1', 'top5', 'mrr']) put(`search.evaluation.${set}.${key}`, figures?.[key]);
  }
  for (const [name, value] of Object.entries(results.ratios ?? {})) put(`ratio.${name}`, value);
  return out;
}

/** @param {any} results */
export function buildTable(results) {
  const rows = Object.entries(results.builds ?? {}).map(([site, b]) => [
    site,
    fmt(b.cold?.pages ?? b.pages),
    fmt(b.cold?.seconds, 1),
    fmt(b.warm?.seconds, 1),
    fmt(b.cold?.maxRssMb),
    fmt(b.cold?.peakTreeRssMb),
    fmt(b.cold?.pagesPerSecond, 1),
    fmt(b.warm?.pagesPerSecond, 1),
  ]);
  return table(['site', 'pages', 'cold s', 'warm s', 'max RSS MB', 'tree RSS MB', 'pages/s cold', 'pages/s warm'], rows);
}

/** @param {any[]} rows */
export function navigationTable(rows) {
  return table(
    ['navigation', 'from', 'to', 'CPU slowdown', 'median ms (settled)', 'runs ms (settled)', 'median ms (painted)'],
    rows.map((r) => [r.name, r.from, r.to, `${r.cpuSlowdown}x`, fmt(r.medianMs), r.runsMs.join(', '), fmt(r.paintedMedianMs)]),
  );
}

/**
 * Our cold build beside the stock site grown to the same number of pages.
 * @param {any} results
 */
export function sameSizeBuildTable(results) {
  const ours = results.builds?.site?.cold;
  const stock = results.stockScaled;
  return table(
    ['site', 'pages', 'cold s', 'max RSS MB', 'pages/s'],
    [
      ['site', fmt(ours?.pages), fmt(ours?.seconds, 1), fmt(ours?.maxRssMb), fmt(ours?.pagesPerSecond, 1)],
      ['stock, grown to the same size', fmt(stock?.pages), fmt(stock?.seconds, 1), fmt(stock?.maxRssMb), fmt(stock?.pagesPerSecond, 1)],
    ],
  );
}

/** @param {any[]} rows */
export function weightTable(rows) {
  return table(
    ['page', 'path', 'HTML gz KB', 'JS gz KB', 'JS files', 'CSS gz KB', 'first load gz KB', 'prefetch gz KB'],
    rows.map((r) => [
      r.name,
      r.path,
      fmt(kb(r.html.gz), 1),
      fmt(kb(r.js.gz), 1),
      fmt(r.js.count),
      fmt(kb(r.css.gz), 1),
      fmt(kb(r.html.gz + r.js.gz + r.css.gz), 1),
      fmt(kb(r.prefetch.gz), 1),
    ]),
  );
}

/** @param {any[]} rows */
export function lighthouseTable(rows) {
  return table(
    ['page', 'perf (m)', 'TBT (m) ms', 'LCP (m) ms', 'CLS (m)', 'main.js boot (m) ms', 'JS KB', 'perf (d)', 'TBT (d) ms', 'LCP (d) ms'],
    rows.map((r) => {
      const m = r.mobile.median;
      const d = r.desktop.median;
      return [r.name, fmt(m.perf), fmt(m.tbtMs), fmt(m.lcpMs), fmt(m.cls, 3), fmt(m.mainJsBootupMs), fmt(m.jsKb, 1), fmt(d.perf), fmt(d.tbtMs), fmt(d.lcpMs)];
    }),
  );
}

/** @param {any[]} rows */
export function scaleTable(rows) {
  return table(
    ['target', 'pages', 'build s', 'max RSS MB', 'tree RSS MB', 'pages/s'],
    rows.map((r) => [String(r.targetPages), fmt(r.pages), fmt(r.seconds, 1), fmt(r.maxRssMb), fmt(r.peakTreeRssMb), fmt(r.pagesPerSecond, 1)]),
  );
}

/** @param {Record<string, number | null>} ratios */
export function ratioTable(ratios) {
  return table(
    ['ours / stock', 'ratio'],
    Object.entries(ratios).map(([name, value]) => [name, fmt(value, 2)]),
  );
}

/**
 * @param {string} name
 * @param {{queries: number, top1: number, top5: number, mrr: number}} figures
 */
function evaluationRow(name, figures) {
  return [name, `${figures.queries} queries: top 1 ${fmt(figures.top1 * 100, 1)} %, top 5 ${fmt(figures.top5 * 100, 1)} %, MRR ${fmt(figures.mrr, 3)}`];
}

/**
 * Search: index size, what a first query transfers, latency, and the evaluation's ranking figures.
 * @param {any} search
 */
export function searchTable(search) {
  const {index} = search;
  return table(
    ['figure', 'value'],
    [
      ['index', `${index.pages} pages, ${index.records} records`],
      ['index size', `${fmt(kb(index.raw))} KB raw, ${fmt(kb(index.gzip))} KB gzip (names ${fmt(kb(index.namesGzip))} + text ${fmt(kb(index.textGzip))}), ${fmt(kb(index.brotli))} KB brotli`],
      ['first query transfers', `${fmt(kb(search.firstQueryBytes))} KB (${search.firstQueryFiles.length} files)`],
      ['index arrived → first answer shown', search.firstAnswerMs === null ? 'n/a' : `${fmt(search.firstAnswerMs)} ms`],
      ['query → answer shown (median, max)', `${fmt(search.queryMedianMs, 1)} ms, ${fmt(search.queryMaxMs, 1)} ms`],
      ...(search.evaluation ? [evaluationRow('ranking (all products)', search.evaluation.full), evaluationRow('ranking, first answer (names only)', search.evaluation.names)] : []),
    ],
  );
}

/**
 * The writer's preview: seconds until `npm start` shows a page, until an edit shows, peak memory.
 * @param {{products: string, startSeconds: number, editSeconds: number | null, peakTreeRssMb: number}[]} rows
 */
export function previewTable(rows) {
  return table(
    ['products', 'first page (s)', 'edit shown (s)', 'peak memory (MB)'],
    rows.map((row) => [row.products, fmt(row.startSeconds, 1), fmt(row.editSeconds, 1), fmt(row.peakTreeRssMb)]),
  );
}
