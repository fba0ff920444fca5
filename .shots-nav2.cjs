const {chromium} = require('@playwright/test');
const fs = require('fs');
(async () => {
  const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu']});
  const [pagesArg, scheme, only] = process.argv.slice(2);
  const context = await browser.newContext({colorScheme: scheme, viewport: {width: 1280, height: 900}});
  const page = await context.newPage();
  for (const p of pagesArg.split(',')) {
    await page.goto(`http://127.0.0.1:3115/material-ui/react-${p}`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    const ids = await page.evaluate(() => [...document.querySelectorAll('[data-testid^="demo-"]')].map((e) => e.getAttribute('data-testid')));
    const imgs = [];
    for (const id of ids) {
      if (only && !only.split(',').includes(id)) continue;
      const el = page.getByTestId(id).first();
      await el.scrollIntoViewIfNeeded();
      await page.waitForTimeout(400);
      const file = `/tmp/x/el-${p}-${id}-${scheme}.png`;
      await el.screenshot({path: file});
      imgs.push(file);
    }
    const html = `<html><body style="margin:0;background:#888;display:flex;flex-wrap:wrap;gap:6px;width:1900px">${imgs.map((f) => `<div><div style="font:12px sans-serif">${f.split('/').pop()}</div><img src="data:image/png;base64,${fs.readFileSync(f).toString('base64')}" style="max-width:940px"></div>`).join('')}</body></html>`;
    const sheet = await context.newPage();
    await sheet.setViewportSize({width: 1900, height: 800});
    await sheet.setContent(html);
    await sheet.screenshot({path: `/tmp/x/sheet-${p}-${scheme}.png`, fullPage: true});
    await sheet.close();
    console.log(p, ids.length);
  }
  await browser.close();
})();
