// The page's own Chinese font, so that a machine with no CJK font draws Chinese rather than a
// box for every character. Noto Sans SC (Google Fonts' build, in the npm package
// @expo-google-fonts/noto-sans-sc; SIL Open Font License 1.1) is cut at build time down to the
// CJK characters the page's words hold (every text file under www/ and the shell), a regular
// and a bold face, each a WOFF2 file, by HarfBuzz's subsetter (npm subset-font).
//
// webpack.config.js calls writeHanFont() before bundling and adds the han.css it writes to
// the page's stylesheet; the font files become hashed assets, which the service worker
// precaches. The page's font stacks (style.css, draw/palette.js) name FAMILY, after the
// systems' own CJK families, only once www/ui/fonts.js has found that the machine draws no Han
// and the page speaks Chinese; the faces cover only the CJK blocks (RANGES). So a machine with
// a CJK font, and a page in English, never ask for it (the service worker's precache aside).

import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);
const SOURCE = '@expo-google-fonts/noto-sans-sc';

/** The family the page's stacks name. */
export const FAMILY = 'Retrograde Han';

/**
 * The code point blocks the faces stand for (their unicode-range): CJK radicals, CJK symbols
 * and punctuation (、。「」), CJK ideographs (extension A and the unified block), compatibility
 * ideographs and full-width forms (，：（）).
 */
export const RANGES = Object.freeze([[0x2e80, 0x2fdf], [0x3000, 0x303f], [0x3400, 0x4dbf], [0x4e00, 0x9fff], [0xf900, 0xfaff], [0xff00, 0xffef]]);

/** The faces: a weight the page asks for picks the nearer (500 the regular, 600 and 650 the bold). */
const FACES = Object.freeze([
  { weight: 400, source: '400Regular/NotoSansSC_400Regular.ttf' },
  { weight: 700, source: '700Bold/NotoSansSC_700Bold.ttf' },
]);

/** Whether code point `p` is in one of RANGES. */
export const isHan = (p) => RANGES.some(([low, high]) => p >= low && p <= high);

/** The files whose text the page can show: every script, markup and style under www/, and the shell. */
export function pageFiles(root = ROOT) {
  const www = path.join(root, 'www');
  return [
    ...fs.readdirSync(www, { recursive: true }).filter((name) => /\.(js|html|css)$/.test(name)).map((name) => path.join(www, name)),
    path.join(root, 'index.html'),
  ].sort();
}

/** The characters of RANGES that `texts` hold, each once, in code point order. */
export function hanOf(texts) {
  const found = new Set();
  for (const text of texts) for (const c of text) if (isHan(c.codePointAt(0))) found.add(c);
  return [...found].sort((a, b) => a.codePointAt(0) - b.codePointAt(0)).join('');
}

/** The CJK characters the page's files hold. */
export const pageHan = (root = ROOT) => hanOf(pageFiles(root).map((file) => fs.readFileSync(file, 'utf8')));

const hex = (p) => p.toString(16).toUpperCase();

/** The stylesheet: one @font-face per face, its file beside it. */
function faceRules() {
  const range = RANGES.map(([low, high]) => `U+${hex(low)}-${hex(high)}`).join(', ');
  // `block`: until the face arrives (or 3 s pass) Chinese is invisible, not drawn as boxes.
  return FACES.map(({ weight }) => `@font-face {
  font-family: "${FAMILY}";
  src: url("./han-${weight}.woff2") format("woff2");
  font-weight: ${weight};
  font-style: normal;
  font-display: block;
  unicode-range: ${range};
}
`).join('\n');
}

/**
 * Writes han.css and the faces' WOFF2 files into `dir` and returns han.css's path. The
 * subsetting (about half a second a face) is skipped when `dir` holds the faces of the same
 * characters, source and subsetter.
 */
export async function writeHanFont(dir = path.join(ROOT, 'target', 'han-font')) {
  const text = pageHan();
  const versions = [SOURCE, 'subset-font'].map((name) => `${name}@${require(`${name}/package.json`).version}`);
  const key = createHash('sha256').update(JSON.stringify({ text, versions, FACES })).digest('hex');
  const stamp = path.join(dir, 'stamp');
  const files = FACES.map(({ weight }) => path.join(dir, `han-${weight}.woff2`));
  fs.mkdirSync(dir, { recursive: true });
  const fresh = fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === key && files.every((file) => fs.existsSync(file));
  if (!fresh) {
    for (const [i, { source }] of FACES.entries()) {
      const font = fs.readFileSync(require.resolve(`${SOURCE}/${source}`));
      fs.writeFileSync(files[i], await subsetFont(font, text, { targetFormat: 'woff2' }));
    }
    fs.writeFileSync(stamp, key);
  }
  const css = path.join(dir, 'han.css');
  if (!fs.existsSync(css) || fs.readFileSync(css, 'utf8') !== faceRules()) fs.writeFileSync(css, faceRules());
  return css;
}
