const {chromium} = require('@playwright/test');
(async () => {
  const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu']});
  const page = await browser.newPage({viewport: {width: 1280, height: 900}});
  page.on('console', (m) => { if (!/license|\*\*\*|ERR_NAME/.test(m.text())) console.log('console', m.type(), m.text().slice(0, 300)); });
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  await page.goto('http://127.0.0.1:3402/x/react-data-grid/server-side-data/pivoting');
  const demo = page.getByTestId('demo-server-side-pivoting');
  await demo.scrollIntoViewIfNeeded();
  await demo.hover();
  await page.waitForTimeout(4000);
  console.log(await demo.getByRole('status').textContent());
  console.log(JSON.stringify(await demo.locator('[role="row"]').evaluateAll((rows) => rows.map((r) => r.innerText.replace(/\n/g, ' | ')))));
  console.log(JSON.stringify(await demo.locator('button').evaluateAll((b) => b.map((x) => x.getAttribute('aria-label') || x.innerText))));
  await demo.screenshot({path: '/tmp/pivot.png'});
  await browser.close();
})();
