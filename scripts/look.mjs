// A quick look at the built page: opens a URL of dist/ at a size, prints the console's
// errors and the status line, and saves a screenshot. For development, not for CI.
//   node scripts/look.mjs '?n=5' 1280 800 /tmp/shot.png [action ...]
import { startServer } from './static-server.mjs';
import { chromium } from 'playwright-core';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const [search = '', width = '1280', height = '800', out = '/tmp/shot.png', ...actions] = process.argv.slice(2);
const { server, url } = await startServer(root);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('console:', m.text()); });
page.on('pageerror', (e) => console.log('pageerror:', e.message));
page.on('response', (r) => { if (r.status() >= 400) console.log('HTTP', r.status(), r.url()); });
await page.goto(`${url}${search}`);
await page.waitForSelector('body[data-ready="true"]', { timeout: 15000 }).catch((e) => console.log('not ready', e.message));
for (const action of actions) {
  const [verb, arg, arg2] = action.split(':');
  if (verb === 'click') await page.click(arg);
  else if (verb === 'press') await page.keyboard.press(arg);
  else if (verb === 'wait') await page.waitForTimeout(Number(arg));
  else if (verb === 'done') await page.waitForSelector('#status[data-done="true"]', { timeout: 60000 });
  else if (verb === 'hover') await page.mouse.move(Number(arg), Number(arg2));
  else if (verb === 'tap') await page.mouse.click(Number(arg), Number(arg2));
}
console.log('status:', await page.textContent('#status'));
console.log('narration:', await page.textContent('#narration'));
console.log('scroll:', await page.evaluate(() => [document.documentElement.scrollHeight, window.innerHeight]));
await page.screenshot({ path: out });
await browser.close();
server.close();
