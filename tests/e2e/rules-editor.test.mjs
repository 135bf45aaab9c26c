// The rules game's code editor (www/games/rules/editor.js) in headless Chromium, on a page
// of its own (tests/e2e/rules-editor/index.html, under the page's Content-Security-Policy):
// the textarea and the editor stay in step both ways, the refusal's place is underlined at
// its line and column, Ctrl+Enter applies, the keyboard can leave the editor, the page's
// single-key shortcuts do not fire while typing, and axe finds nothing serious. Then on the
// built page (dist/): the editor's chunks are fetched only for the rules game, and a program
// the compiler refuses, applied with Ctrl+Enter, is underlined where its message says.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { axeViolations, launchBrowser, openPage, startServer, useSite } from './harness.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const PAGE = 'tests/e2e/rules-editor/index.html';
const require = createRequire(import.meta.url);

let site;
let browser;
before(async () => {
  site = await startServer(ROOT);
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await new Promise((resolve) => (site ? site.server.close(resolve) : resolve()));
});

/** Opens the editor's page; `fn(page, problems)`; no console error or failed request meanwhile. */
async function withEditor(fn, options = {}) {
  const { page, context, problems } = await openPage(browser, site.url + PAGE, options);
  try {
    await fn(page);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
}

/** The text the editor shows, line by line. */
const shownText = async (page) => (await page.locator('.cm-line').allTextContents()).join('\n');
const textareaValue = (page) => page.evaluate(() => document.getElementById('rules-source').value);
/** Counts the textarea's input events (in `window.inputs`, those sent by script in `window.scripted`) from now on. */
const countInputs = (page) => page.evaluate(() => {
  Object.assign(window, { inputs: 0, scripted: 0 });
  document.getElementById('rules-source').addEventListener('input', (event) => {
    window.inputs += 1;
    if (!event.isTrusted) window.scripted += 1;
  });
});
/** The underlined text and the number (from 1) of the line it is on, or null. */
const underlined = (page) => page.evaluate(() => {
  const root = document.querySelector('.rules-editor').shadowRoot;
  const mark = root.querySelector('.cm-rules-error');
  if (!mark) return null;
  const lines = [...root.querySelectorAll('.cm-line')];
  return { text: mark.textContent, line: lines.indexOf(mark.closest('.cm-line')) + 1, end: mark.classList.contains('cm-rules-error-end') };
});
const showError = (page, place) => page.evaluate((p) => window.editor.showError(p), place);
/** The focused element, through the editor's shadow root: 'editor' for its content. */
const focused = (page) => page.evaluate(() => {
  const inner = document.activeElement?.shadowRoot?.activeElement;
  if (inner) return inner.classList.contains('cm-content') ? 'editor' : inner.className;
  return document.activeElement?.id || document.activeElement?.tagName;
});

test('typing in the editor updates the textarea, with an input event the form hears', async () => {
  await withEditor(async (page) => {
    await countInputs(page);
    await page.evaluate(() => {
      window.formInputs = 0;
      document.getElementById('rules-form').addEventListener('input', () => { window.formInputs += 1; });
    });
    await page.click('.cm-content');
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\nlose when n == 3');
    assert.match(await textareaValue(page), /move n - k for k in S if k <= n\nlose when n == 3$/);
    assert.equal(await textareaValue(page), await shownText(page));
    assert.ok(await page.evaluate(() => window.inputs) >= 16);
    assert.equal(await page.evaluate(() => window.formInputs), await page.evaluate(() => window.inputs));
    // Undo is the editor's and reaches the textarea as well.
    await page.keyboard.press('Control+z');
    assert.match(await textareaValue(page), /k <= n$/);
  });
});

test('the textarea set by code, with or without an input event, or filled as by a person, shows in the editor', async () => {
  await withEditor(async (page) => {
    await countInputs(page);
    await page.evaluate(() => {
      const area = document.getElementById('rules-source');
      area.value = 'param N = 5\nstate n in 0..N';
      area.dispatchEvent(new Event('input', { bubbles: true }));
    });
    assert.equal(await shownText(page), 'param N = 5\nstate n in 0..N');
    // As the page's form fills a field from a link or a preset: the value alone, no event.
    await page.evaluate(() => { document.getElementById('rules-source').value = 'state n in 0..9\nmove n - 1'; });
    assert.equal(await shownText(page), 'state n in 0..9\nmove n - 1');
    await page.fill('#rules-source', 'state n in 0..2\nmove n - 2 if n >= 2');
    assert.equal(await shownText(page), 'state n in 0..2\nmove n - 2 if n >= 2');
    // The editor echoes nothing back: the only input event sent by script is the one above.
    assert.equal(await page.evaluate(() => window.scripted), 1);
    assert.equal(await textareaValue(page), 'state n in 0..2\nmove n - 2 if n >= 2');
  });
});

test('a refusal is underlined at its line and column (counted in characters), and goes with an edit or clearError', async () => {
  await withEditor(async (page) => {
    await showError(page, { line: 5, column: 21, length: 1 });
    assert.deepEqual(await underlined(page), { text: 'S', line: 5, end: false });
    await showError(page, { line: 2, column: 7, length: 1 });
    assert.deepEqual(await underlined(page), { text: 'S', line: 2, end: false });
    await page.evaluate(() => window.editor.clearError());
    assert.equal(await underlined(page), null);

    // Columns count characters, as the compiler does: an emoji is one column.
    await page.fill('#rules-source', 'param N = 3\nstate n in 0..N 😀 @');
    await showError(page, { line: 2, column: 17, length: 1 });
    assert.deepEqual(await underlined(page), { text: '😀', line: 2, end: false });
    await showError(page, { line: 2, column: 19, length: 1 });
    assert.deepEqual(await underlined(page), { text: '@', line: 2, end: false });
    // The end of the program (past the last character): a mark stands there.
    await showError(page, { line: 3, column: 1, length: 1 });
    assert.equal((await underlined(page)).end, true);
    assert.equal((await underlined(page)).line, 2);

    // Editing the text takes the underline away, as editing a field clears its message.
    await showError(page, { line: 1, column: 7, length: 1 });
    await page.click('.cm-content');
    await page.keyboard.type('x');
    assert.equal(await underlined(page), null);
  });
});

test('the form\'s problem for the field, sent as a `problem` event, is underlined, and goes when the form clears it', async () => {
  await withEditor(async (page) => {
    const problem = (detail) => page.evaluate((d) => {
      const area = document.getElementById('rules-source');
      area.setAttribute('aria-invalid', 'true');
      area.dispatchEvent(new CustomEvent('problem', { detail: d }));
    }, detail);
    // A problem in a setting (--set N=...) is placed in the setting, not in the program.
    await problem({ field: 'rules-source', code: 'rules', line: 1, column: 3, length: 4, setting: 'N' });
    assert.equal(await underlined(page), null);
    await problem({ field: 'rules-source', code: 'rules', line: 4, column: 7, length: 1, setting: null });
    assert.deepEqual(await underlined(page), { text: 'n', line: 4, end: false });
    await page.waitForFunction(() => document.querySelector('.rules-editor').classList.contains('invalid'));
    await page.evaluate(() => document.getElementById('rules-source').removeAttribute('aria-invalid'));
    await page.waitForFunction(() => !document.querySelector('.rules-editor').classList.contains('invalid'));
    assert.equal(await underlined(page), null);
  });
});

test('a refusal far down a long program is scrolled into sight', async () => {
  await withEditor(async (page) => {
    const lines = Array.from({ length: 300 }, (_, i) => `param P${i} = ${i}`);
    await page.fill('#rules-source', lines.join('\n'));
    await showError(page, { line: 280, column: 7, length: 4 });
    await page.waitForFunction(() => document.querySelector('.rules-editor').shadowRoot.querySelector('.cm-rules-error'));
    const { mark, scroller } = await page.evaluate(() => {
      const root = document.querySelector('.rules-editor').shadowRoot;
      const box = (el) => { const r = el.getBoundingClientRect(); return { top: r.top, bottom: r.bottom }; };
      return { mark: box(root.querySelector('.cm-rules-error')), scroller: box(root.querySelector('.cm-scroller')) };
    });
    assert.equal(await page.evaluate(() => document.querySelector('.rules-editor').shadowRoot.querySelector('.cm-rules-error').textContent), 'P279');
    assert.ok(mark.top >= scroller.top && mark.bottom <= scroller.bottom, JSON.stringify({ mark, scroller }));
  });
});

test('Ctrl+Enter applies and types nothing', async () => {
  await withEditor(async (page) => {
    const before = await textareaValue(page);
    await page.click('.cm-content');
    await page.keyboard.press('Control+Enter');
    assert.equal(await page.evaluate(() => window.applied), 1);
    assert.equal(await textareaValue(page), before);
  });
});

test('Tab leaves the editor and types nothing; Ctrl+] indents; the hidden textarea is never a stop', async () => {
  await withEditor(async (page) => {
    await page.click('.cm-content');
    await page.keyboard.press('Control+Home');
    const before = await textareaValue(page);
    await page.keyboard.press('Tab');
    assert.equal(await focused(page), 'rules-apply');
    assert.equal(await textareaValue(page), before);
    await page.keyboard.press('Shift+Tab');
    assert.equal(await focused(page), 'editor');
    await page.keyboard.press('Control+]');
    assert.match(await textareaValue(page), /^\s+# Take/);
    await page.keyboard.press('Shift+Tab');
    assert.notEqual(await focused(page), 'rules-source');
    // The label, clicked, hands the focus to the editor, not to the hidden textarea.
    await page.click('label[for="rules-source"]');
    assert.equal(await focused(page), 'editor');
  });
});

test('keys typed in the editor do not reach the page\'s shortcuts (Escape does)', async () => {
  await withEditor(async (page) => {
    await page.evaluate(() => {
      window.pageKeys = [];
      document.addEventListener('keydown', (event) => window.pageKeys.push(event.key));
    });
    await page.click('.cm-content');
    await page.keyboard.type('p c+-0 ');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Escape');
    assert.deepEqual(await page.evaluate(() => window.pageKeys), ['Escape']);
  });
});

test('the form\'s marks on the textarea show on the editor, its message as the editor\'s description', async () => {
  await withEditor(async (page) => {
    const marks = () => page.evaluate(() => {
      const host = document.querySelector('.rules-editor');
      const content = host.shadowRoot.querySelector('.cm-content');
      return {
        invalid: content.getAttribute('aria-invalid'), description: content.getAttribute('aria-description'),
        classes: ['invalid', 'edited'].filter((name) => host.classList.contains(name)),
      };
    });
    // As the form shows a problem: the message beside the field, the field marked.
    await page.evaluate(() => {
      const area = document.getElementById('rules-source');
      document.getElementById('rules-error').textContent = 'line 4, column 7: unknown name';
      area.setAttribute('aria-invalid', 'true');
      area.setAttribute('aria-describedby', 'rules-error');
      area.classList.add('edited');
    });
    await page.waitForFunction(() => document.querySelector('.rules-editor').classList.contains('edited'));
    assert.deepEqual(await marks(page), { invalid: 'true', description: 'line 4, column 7: unknown name', classes: ['invalid', 'edited'] });
    // The message reworded (another language), then cleared with the mark.
    await page.evaluate(() => { document.getElementById('rules-error').textContent = '第 4 行'; });
    await page.waitForFunction(() => document.querySelector('.rules-editor').shadowRoot.querySelector('.cm-content').getAttribute('aria-description') === '第 4 行');
    await page.evaluate(() => {
      const area = document.getElementById('rules-source');
      document.getElementById('rules-error').textContent = '';
      area.removeAttribute('aria-invalid');
      area.classList.remove('edited');
    });
    await page.waitForFunction(() => !document.querySelector('.rules-editor').classList.contains('edited'));
    assert.deepEqual(await marks(page), { invalid: null, description: null, classes: [] });
  });
});

test('the rule language is coloured from the page\'s palette', async () => {
  await withEditor(async (page) => {
    const style = (text) => page.evaluate((word) => {
      const root = document.querySelector('.rules-editor').shadowRoot;
      const span = [...root.querySelectorAll('.cm-line span')].find((s) => s.textContent === word);
      const css = getComputedStyle(span);
      return { color: css.color, italic: css.fontStyle === 'italic' };
    }, text);
    const variable = (name) => page.evaluate((v) => {
      const probe = document.createElement('span');
      probe.style.color = `var(${v})`;
      document.body.append(probe);
      const { color } = getComputedStyle(probe);
      probe.remove();
      return color;
    }, name);
    assert.equal((await style('param')).color, await variable('--accent'));
    assert.equal((await style('40')).color, await variable('--ok'));
    assert.deepEqual(await style('# Take 1, 3 or 4'), { color: await variable('--ink-soft'), italic: true });
  });
});

test('the editor is labelled and axe finds no serious violation, with a refusal shown too', async () => {
  await withEditor(async (page) => {
    const name = await page.evaluate(() => {
      const content = document.querySelector('.rules-editor').shadowRoot.querySelector('.cm-content');
      return {
        role: content.getAttribute('role'), label: content.getAttribute('aria-label'),
        keys: content.getAttribute('aria-keyshortcuts'),
        hidden: document.getElementById('rules-source').getAttribute('aria-hidden'),
      };
    });
    assert.deepEqual(name, { role: 'textbox', label: 'Rules', keys: 'Control+Enter', hidden: 'true' });
    // The label follows its words (the page's language).
    await page.evaluate(() => { document.querySelector('label[for="rules-source"]').textContent = '规则'; });
    await page.waitForFunction(() => document.querySelector('.rules-editor').shadowRoot.querySelector('.cm-content').getAttribute('aria-label') === '规则');
    assert.deepEqual(await axeViolations(page), []);
    await showError(page, { line: 4, column: 7, length: 1 });
    await page.click('.cm-content');
    assert.deepEqual(await axeViolations(page), []);
  }, { bypassCSP: true });
});

test('destroy gives the textarea its place back', async () => {
  await withEditor(async (page) => {
    const after = await page.evaluate(() => {
      window.editor.destroy();
      const area = document.getElementById('rules-source');
      area.value = 'state n in 0..1';
      return {
        host: document.querySelector('.rules-editor') !== null,
        own: Object.hasOwn(area, 'value'),
        hidden: area.classList.contains('visually-hidden') || area.hasAttribute('aria-hidden') || area.hasAttribute('tabindex'),
      };
    });
    assert.deepEqual(after, { host: false, own: false, hidden: false });
    await page.fill('#rules-source', 'state n in 0..2');
    assert.equal(await textareaValue(page), 'state n in 0..2');
  });
});

const built = useSite();

/** Loads `url` and returns the scripts the page asked for once it is ready and the worker has started. */
async function scriptsOf(url, act = async () => {}) {
  let scripts = [];
  await built.withPage(url, async (page, problems) => {
    const asked = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.js')) asked.push(new URL(request.url()).pathname.slice(1));
    });
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]');
    await act(page);
    await page.waitForTimeout(1500);
    scripts = asked;
    assert.deepEqual(problems, []);
  });
  return new Set(scripts);
}

test('the editor\'s chunks are fetched for the rules game only, and mount it over #rules-source', async () => {
  const other = await scriptsOf(built.url);
  const rules = await scriptsOf(`${built.url}?game=rules`, (page) => page.waitForSelector('.rules-editor .cm-content'));
  const editorOnly = [...rules].filter((name) => !other.has(name));
  assert.ok(editorOnly.some((name) => /^rules-editor\.[0-9a-f]{8}\.js$/.test(name)), `rules: ${[...rules]}`);
  assert.ok(![...other].some((name) => name.startsWith('rules-editor')), `other games: ${[...other]}`);
  // Switching to the rules game later fetches them then.
  const switched = await scriptsOf(built.url, async (page) => {
    await page.click('#switch-rules');
    await page.waitForSelector('.rules-editor .cm-content');
  });
  for (const name of editorOnly) assert.ok(switched.has(name), name);
  // An embed shows no form: no editor.
  const embedded = await scriptsOf(`${built.url}embed.html?game=rules`);
  assert.ok(![...embedded].some((name) => name.startsWith('rules-editor')), `embed: ${[...embedded]}`);
});

test('on the page: a preset fills the editor; a refused program, applied with Ctrl+Enter, is underlined at its place', async () => {
  await built.withPage(`${built.url}?game=rules`, async (page, problems) => {
    await page.waitForSelector('.rules-editor .cm-content');
    assert.equal(await page.evaluate(() => document.getElementById('rules-source').nextElementSibling.className), 'rules-editor');
    await page.click('[data-game-part~="rules"] button[data-preset="wythoff"]');
    await page.waitForFunction(() => document.querySelector('.rules-editor').shadowRoot.textContent.includes('Wythoff'));
    assert.equal(await shownText(page), await textareaValue(page));

    await page.click('.cm-content');
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\nmove (a, b - 2) for k in 1..');
    await page.keyboard.press('Control+Enter');
    await page.waitForFunction(() => document.querySelector('#rules-error').textContent !== '');
    const message = await page.textContent('#rules-error');
    const [, line, column] = message.match(/^line (\d+), column (\d+): /).map(Number);
    await page.waitForFunction(() => document.querySelector('.rules-editor').shadowRoot.querySelector('.cm-rules-error'));
    const mark = await underlined(page);
    assert.equal(mark.line, line, message);
    const lineText = (await textareaValue(page)).split('\n')[line - 1];
    // The place is the line's end (what was expected is missing): the mark stands there.
    assert.ok(mark.end ? column === lineText.length + 1 : lineText.slice(column - 1).startsWith(mark.text), `${message}: ${JSON.stringify(mark)}`);
    assert.equal(await page.getAttribute('#rules-source', 'aria-invalid'), 'true');
    // Mended, the underline goes with the message.
    await page.keyboard.type('a');
    assert.equal(await underlined(page), null);
    assert.deepEqual(problems, []);
  });
});

test('on the page: axe finds no serious violation in the rules form with its editor', async () => {
  await built.withPage(`${built.url}?game=rules`, async (page, problems) => {
    await page.waitForSelector('.rules-editor .cm-content');
    await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
    const violations = await page.evaluate(async () => {
      const result = await window.axe.run({ include: [['#rules-form']] }, { resultTypes: ['violations'] });
      return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
    });
    assert.deepEqual(violations, []);
    assert.deepEqual(problems, []);
  }, { bypassCSP: true });
});
