import {chromium} from '@playwright/test';
const base = 'http://127.0.0.1:4323';
const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu']});
const cases = [
  ['phone', {width: 390, height: 844}, '/en/site/site-guide/schedule-import-p6-spider/'],
  ['desktop', {width: 1366, height: 900}, '/en/site/site-guide/charts/'],
];
for (const [name, viewport, path] of cases) {
  const page = await browser.newPage({viewport});
  await page.goto(base + path, {waitUntil: 'networkidle'});
  await page.screenshot({path: `/tmp/wt23f-${name}.png`});
  const nav = await page.locator('nav.navbar').innerText().catch(() => '');
  console.log(name, await page.title(), '| navbar:', nav.replace(/\s+/g, ' ').slice(0, 300));
  await page.close();
}
const page = await browser.newPage({viewport: {width: 1366, height: 900}});
await page.goto(base + '/en/', {waitUntil: 'networkidle'});
const links = await page.locator('nav.navbar a').evaluateAll(as => as.map(a => a.getAttribute('href')));
console.log('en navbar links:', links.filter(h => h && /site|space/.test(h)).join(' '));
await browser.close();
