import {chromium} from 'playwright-core';
const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync']});
const context = await browser.newContext();
await context.route((u) => !u.href.startsWith('http://127.0.0.1'), (r) => r.abort());
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', {interval: 200});
await cdp.send('Profiler.start');
await page.goto('http://127.0.0.1:3300' + (process.argv[2] || '/material-ui/getting-started/installation'));
await page.waitForSelector('html[data-has-hydrated="true"]');
await page.waitForTimeout(1500);
const {profile} = await cdp.send('Profiler.stop');
// self time per node
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas; 
for (let i = 0; i < profile.samples.length; i++) { self.set(profile.samples[i], (self.get(profile.samples[i]) || 0) + (dt[i] || 0)); }
// inclusive time per function name
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children || []) parent.set(c, n.id);
const incl = new Map(); const selfFn = new Map();
for (const [id, t] of self) {
  const n = byId.get(id); const key = n.callFrame.functionName + ' ' + n.callFrame.url.split('/').pop() + ':' + n.callFrame.lineNumber;
  selfFn.set(key, (selfFn.get(key) || 0) + t);
  const seen = new Set(); let cur = id;
  while (cur !== undefined) { const m = byId.get(cur); const k = m.callFrame.functionName + ' ' + m.callFrame.url.split('/').pop(); if (!seen.has(k)) { incl.set(k, (incl.get(k) || 0) + t); seen.add(k);} cur = parent.get(cur); }
}
const top = (m) => [...m].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `${(v/1000).toFixed(0).padStart(6)} ms  ${k}`).join('\n');
console.log('SELF\n' + top(selfFn));
console.log('INCLUSIVE\n' + top(incl));
await browser.close();
