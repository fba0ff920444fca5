#!/usr/bin/env node
/**
 * Lines up two benchmark result files, figure by figure, with the change in percent:
 *
 *   node bench/compare.mjs bench/results/<before>.json bench/results/latest.json [filter]
 *
 * `filter` keeps the figures whose name contains it (e.g. `lighthouse.text`, `weight`,
 * `build.site`). Figures come from each file's `summary`, so a figure missing from one run (a
 * part skipped, a page added) shows as `–` rather than failing.
 */
import fs from 'node:fs';
import {fmt, table} from './lib/report.mjs';

const [beforeFile, afterFile, filter = ''] = process.argv.slice(2);
if (!beforeFile || !afterFile) {
  console.error('Usage: node bench/compare.mjs BEFORE.json AFTER.json [filter]');
  process.exit(2);
}

/** @param {string} file */
function load(file) {
  const results = JSON.parse(fs.readFileSync(file, 'utf8'));
  return {label: `${results.meta.commit.sha} ${results.meta.timestamp.slice(0, 16)}`, summary: /** @type {Record<string, number>} */ (results.summary)};
}

const before = load(beforeFile);
const after = load(afterFile);
const names = [...new Set([...Object.keys(before.summary), ...Object.keys(after.summary)])].filter((name) => name.includes(filter));

const rows = names.map((name) => {
  const a = before.summary[name];
  const b = after.summary[name];
  const change = a !== undefined && b !== undefined && a !== 0 ? `${b >= a ? '+' : ''}${(((b - a) / Math.abs(a)) * 100).toFixed(1)} %` : '–';
  /** @param {number | undefined} v */
  const show = (v) => (Number.isInteger(v) ? String(v) : fmt(v, Math.abs(v ?? 0) < 10 ? 3 : 1));
  return [name, show(a), show(b), change];
});

console.log(table(['figure', before.label, after.label, 'change'], rows));
