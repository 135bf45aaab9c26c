// End-to-end: the page's Chinese font (scripts/build/han-font.mjs, www/ui/fonts.js). The
// Chinese page draws real glyphs, not boxes, in its narration, its pseudocode, its buttons
// and on its board, for Berzerk and the rule game, on a laptop and a phone, after a switch
// of language and after a reload, in a recording's frames and in the embeddable view,
// whatever fonts the machine has (tests/e2e/glyphs.mjs tells
// boxes by two different characters drawn alike, and text laid out in boxes by its width);
// it fetches its faces only where the machine's fonts draw no Han, and a page in English
// never fetches them. Offline: tests/e2e/offline.test.mjs.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite } from './harness.mjs';
import {
  boardHan, canvasHan, realGlyphs, recordCanvasHan, shadeByRemoteness, SHOWN,
} from './glyphs.mjs';

const site = useSite();
const { withPage } = site;

const BERZERK = '?n=8&s1=6,2,3,4&s2=3,6&step=5&pin=R3';
const RULES = '?game=rules&step=3';

const SIZES = [['laptop', { width: 1280, height: 800 }], ['phone', {
  width: 390, height: 844, isMobile: true, hasTouch: true,
}]];

/** Whether the machine's own fonts draw Han: two characters unlike each other in the page's stack without its own font. */
function machineDrawsHan(page) {
  return page.evaluate(() => {
    const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
    ctx.font = `24px system-ui, ${getComputedStyle(document.documentElement).getPropertyValue('--font-cjk-system')}, sans-serif`;
    const ink = (c) => {
      ctx.clearRect(0, 0, 300, 150);
      ctx.fillText(c, 2, 30);
      return ctx.getImageData(0, 0, 40, 40).data.join();
    };
    return ink('中') !== ink('文');
  });
}

for (const [size, viewport] of SIZES) {
  test(`${size}: the Chinese page draws real glyphs in its narration, pseudocode and buttons, and on its board (Berzerk and the rule game)`, async () => {
    await withPage(site.url, async (page, problems) => {
      await recordCanvasHan(page);
      for (const [game, link] of [['Berzerk', BERZERK], ['rule game', RULES]]) {
        await page.goto(`${site.url}${link}&lang=zh`);
        await page.waitForSelector('body[data-ready="true"]');
        await realGlyphs(page, SHOWN, `${size}, ${game}`);
        // Shaded by remoteness, the board names its scale (步数 0 → 2).
        await shadeByRemoteness(page, game);
        await boardHan(page, `${size}, ${game}`);
      }
      assert.deepEqual(problems, []);
    }, viewport);
  });
}

test('the language switch to Chinese draws real glyphs, on the page and on the board, and a reload too', async () => {
  await withPage(`${site.url}${BERZERK}`, async (page, problems) => {
    await recordCanvasHan(page);
    await page.goto(`${site.url}${BERZERK}`);
    await page.waitForSelector('body[data-ready="true"]');
    await page.selectOption('#lang', 'zh');
    await page.waitForFunction(() => document.documentElement.lang === 'zh-Hans');
    await realGlyphs(page, SHOWN, 'switched to Chinese');
    await boardHan(page, 'switched to Chinese');
    // Reloaded, the faces come from the browser's cache, faster than the page lays its words out.
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]');
    await realGlyphs(page, SHOWN, 'reloaded');
    await boardHan(page, 'reloaded');
    assert.deepEqual(problems, []);
  });
});

test('a recording of the Chinese page, and its embeddable view, draw their words in real glyphs', async () => {
  await withPage(site.url, async (page, problems) => {
    await recordCanvasHan(page);
    await page.goto(`${site.url}${BERZERK}&lang=zh`);
    await page.waitForSelector('body[data-ready="true"]');
    // Only what the recording draws, not the page's own test of the machine's fonts (中 and 文 alone).
    await page.evaluate(() => window.hanDrawn.delete('unnamed'));
    await page.click('[data-tool="save"]');
    await page.fill('#record-from', '0');
    await page.fill('#record-to', '2');
    await Promise.all([page.waitForEvent('download', { timeout: 60000 }), page.click('#record-gif')]);
    // The frames' title, caption, counts and narration.
    const frames = await canvasHan(page, 'unnamed');
    assert.ok(frames.characters.length > 10, `the frames draw Chinese: ${frames.characters}`);
    assert.equal(frames.boxes, '', `the frames drew ${frames.characters}`);
    await page.goto(`${site.url}embed.html${BERZERK}&lang=zh`);
    await page.waitForSelector('body[data-ready="true"]');
    await realGlyphs(page, ['#narration', '#step'], 'embedded');
    await boardHan(page, 'embedded');
    assert.deepEqual(problems, []);
  });
});

test('the page fetches its Chinese faces only for Chinese on a machine whose fonts draw no Han; in English never', async () => {
  for (const [link, chinese] of [['', false], ['?game=rules', false], ['embed.html?n=8&s1=6,2,3,4&s2=3,6', false], ['?lang=zh', true], [`${RULES}&lang=zh`, true]]) {
    await withPage(`${site.url}${link}`, async (page, problems) => {
      await page.waitForLoadState('networkidle');
      const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((r) => r.name).filter((name) => name.endsWith('.woff2')));
      const needed = chinese && !(await machineDrawsHan(page));
      assert.equal(fetched.length, needed ? 2 : 0, `${link || '/'}: ${fetched.join(', ')}`);
      assert.deepEqual(problems, []);
    }, { locale: 'en-US' });
  }
});
