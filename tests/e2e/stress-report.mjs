// Shared by the tests of the links `retrograde stress` prints: the command run against the
// test site, its report's sections, and the check card as the page shows it.

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CLI = path.join(ROOT, 'target', 'release', 'retrograde');
export const PROGRAMS = path.join(ROOT, 'crates', 'cli', 'tests', 'programs');
/** The checker's outline of a wrong state or cell (palette.js MARK_STYLES.wrong, #c0122c). */
export const WRONG_RGB = '192,18,44';

/**
 * `retrograde stress ARGS -- PROGRAM` with its links to `site`: the report, its sections by
 * name and the page link. Each run may take 20 s, so a loaded machine turns no wrong answer
 * into a time limit.
 */
export function stress(site, args, program) {
  const out = spawnSync(CLI, ['stress', ...args, '--seed', '1', '--quiet', '--time-limit', '20', '--page', site.url, '--', ...program], { timeout: 240000 });
  assert.equal(out.status, 1, String(out.stderr));
  const report = out.stdout.toString();
  const section = (name) => {
    const after = report.split(`== ${name} ==\n`)[1];
    assert.ok(after !== undefined, `no ${name} section in the report:\n${report}`);
    return after.split(/\n== /)[0];
  };
  return { report, section, link: section('page').trim() };
}

/** The check card as the page shows it (`queries`: the piles' input field, when shown). */
export async function checkCard(page) {
  const queries = page.locator('#pile-queries');
  return {
    verdict: await page.getAttribute('#check-result', 'data-verdict'),
    wrong: await page.getAttribute('#check-result', 'data-wrong'),
    first: await page.getAttribute('#check-result', 'data-first'),
    text: await page.textContent('#check-result'),
    listed: await page.$$eval('#check-wrong button', (bs) => bs.map((b) => b.textContent)),
    ...(await queries.isVisible() ? { queries: await queries.inputValue() } : {}),
    answer: await page.inputValue('#check-answer'),
  };
}
