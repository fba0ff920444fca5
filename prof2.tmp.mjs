import fs from 'node:fs';
import {chromium} from 'playwright-core';
import {SourceMapConsumer} from 'source-map';
const base = 'http://127.0.0.1:3301';
const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync']});
const context = await browser.newContext();
await context.route((u) => !u.href.startsWith('http://127.0.0.1'), (r) => r.abort());
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', {interval: 200});
await cdp.send('Profiler.start');
await page.goto(base + (process.argv[2] || '/material-ui/getting-started/installation'));
await page.waitForSelector('html[data-has-hydrated="true"]');
await page.waitForTimeout(1500);
const {profile} = await cdp.send('Profiler.stop');
const consumers = new Map();
async function consumer(url) {
  if (!consumers.has(url)) {
    const file = 'build-analyze' + new URL(url).pathname + '.map';
    consumers.set(url, fs.existsSync(file) ? await new SourceMapConsumer(JSON.parse(fs.readFileSync(file, 'utf8'))) : null);
  }
  return consumers.get(url);
}
function bucket(src) {
  if (!src) return '?';
  const m = src.match(/node_modules\/((?:@[^/]+\/)?[^/]+)(?:\/(?:esm|lib|dist|src)?\/?([^/]+))?/);
  if (m) return m[1] + (m[1].startsWith('@mui') || m[1].startsWith('@docusaurus') ? '/' + m[2] : '');
  return src.replace(/^.*mui-docs-site\//, '').replace(/^webpack:\/\/\//, '');
}
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children || []) parent.set(c, n.id);
const keyOf = new Map();
for (const n of profile.nodes) {
  const cf = n.callFrame;
  let key = cf.functionName || '(anon)';
  if (cf.url.startsWith(base) && cf.url.endsWith('.js')) {
    const c = await consumer(cf.url);
    if (c) { const pos = c.originalPositionFor({line: cf.lineNumber + 1, column: cf.columnNumber}); key = bucket(pos.source); }
    else key = 'nomap:' + cf.url.split('/').pop();
  } else if (cf.url) key = 'other:' + cf.url.split('/').pop();
  keyOf.set(n.id, key);
}
const self = new Map(); const incl = new Map();
for (let i = 0; i < profile.samples.length; i++) {
  const id = profile.samples[i]; const t = profile.timeDeltas[i] || 0;
  self.set(keyOf.get(id), (self.get(keyOf.get(id)) || 0) + t);
  const seen = new Set(); let cur = id;
  while (cur !== undefined) { const k = keyOf.get(cur); if (!seen.has(k)) { incl.set(k, (incl.get(k) || 0) + t); seen.add(k);} cur = parent.get(cur); }
}
const top = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${(v/1000).toFixed(0).padStart(6)} ms  ${k}`).join('\n');
console.log('SELF by module\n' + top(self, 35));
console.log('INCLUSIVE by module\n' + top(incl, 45));
await browser.close();
