// Renders the README's picture from the built site: `node scripts/screenshot.mjs [out.png]`
// (after `make build`). A 22-object game, a few steps in, with a state hovered.
import path from 'node:path';
import { startServer, launchBrowser, openPage } from '../tests/e2e/harness.mjs';

const out = path.resolve(process.argv[2] ?? 'docs/screenshot.png');
const { server, url } = await startServer();
const browser = await launchBrowser();
try {
  const { page, problems } = await openPage(browser, `${url}?n=22&s1=4,12&s2=20,12`, {
    width: 1280,
    height: 800,
  });
  for (let i = 0; i < 9; i += 1) await page.click('#step');
  const box = await page.locator('#board').boundingBox();
  await page.mouse.move(box.x + box.width * 0.33, box.y + box.height * 0.2);
  await page.screenshot({ path: out });
  if (problems.length > 0) throw new Error(problems.join('\n'));
  console.log(`wrote ${out}`);
} finally {
  await browser.close();
  server.close();
}
