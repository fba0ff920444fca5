const {chromium} = require('@playwright/test');
(async () => {
  const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu']});
  const pages = process.argv[2].split(',');
  const schemes = process.argv[3].split(',');
  for (const scheme of schemes) {
    const context = await browser.newContext({colorScheme: scheme, viewport: {width: 1280, height: 900}});
    const page = await context.newPage();
    const errors = [];
    page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text()); });
    for (const p of pages) {
      await page.goto(`http://127.0.0.1:3115/material-ui/react-${p}`);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      const h = await page.evaluate(() => document.body.scrollHeight);
      for (let y = 0; y < h; y += 500) { await page.evaluate((yy) => window.scrollTo(0, yy), y); await page.waitForTimeout(120); }
      await page.waitForTimeout(500);
      await page.screenshot({path: `/tmp/x/nav-${p}-${scheme}.png`, fullPage: true});
      console.log(p, scheme, h, errors.splice(0).join(' | '));
    }
    await context.close();
  }
  await browser.close();
})();
