const {chromium} = require('@playwright/test');
const fs = require('fs');
const axeSrc = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const lines = fs.readFileSync('/tmp/newdemos.txt', 'utf8').trim().split('\n');
const byPage = {};
const kebab = (s) => s.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/([A-Z])([A-Z][a-z])/g, '$1-$2').toLowerCase();
for (const l of lines) { const parts = l.split('/'); const f = parts.pop().replace('.tsx', ''); (byPage[parts.join('/')] ||= []).push(kebab(f)); }
(async () => {
  const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu']});
  for (const scheme of ['light', 'dark']) {
    const page = await browser.newPage({colorScheme: scheme});
    for (const [p, ids] of Object.entries(byPage)) {
      if (process.argv[2] && !p.includes(process.argv[2])) continue;
      await page.goto(`http://127.0.0.1:3118/joy-ui/${p}`, {waitUntil: 'networkidle'});
      for (let y = 0; y < 30000; y += 600) { await page.evaluate((yy) => window.scrollTo(0, yy), y); await page.waitForTimeout(50); }
      await page.waitForTimeout(500);
      await page.evaluate(axeSrc + ';undefined');
      const res = await page.evaluate(async (ids) => {
        const include = ids.map((id) => [`[data-testid="demo-${id}"]`]).filter((s) => document.querySelector(s[0]));
        const r = await window.axe.run({include}, {runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']}, resultTypes: ['violations']});
        return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id + ': ' + v.nodes.map((n) => n.target.join(' ') + ' ' + (n.any[0]?.message || '')).join(' | '));
      }, ids);
      if (res.length) console.log(scheme, p, JSON.stringify(res, null, 1).slice(0, 1500));
    }
    await page.close();
  }
  await browser.close();
})();
