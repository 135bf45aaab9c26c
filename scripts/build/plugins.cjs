// The build's own small webpack plugins (webpack.config.js puts them together with
// workbox's service worker):
// - AppManifestPlugin: the web app manifest and its icons, drawn at build time
//   (scripts/build/icon.cjs), linked from index.html with the theme colour.
// - PreloadPlugin: index.html asks for the wasm module and the engine worker's chunk at
//   once, beside the page's script, instead of after the script has run.
// - PrecompressPlugin: a `.br` and a `.gz` beside each text asset and the wasm, for servers
//   that pick a precompressed file by Accept-Encoding (scripts/static-server.mjs does).

const zlib = require('node:zlib');
const { promisify } = require('node:util');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { iconSvg, iconPng, COLOUR } = require('./icon.cjs');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const ICONS = [
  { file: 'icons/icon.svg', sizes: 'any', type: 'image/svg+xml', render: () => iconSvg() },
  { file: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', render: () => iconPng(192) },
  { file: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', render: () => iconPng(512) },
  { file: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable', render: () => iconPng(512, { maskable: true }) },
];

/** The web app manifest: every URL in it is relative to the manifest, which sits beside index.html. */
const MANIFEST = {
  id: './',
  name: 'Retrograde: games solved backwards',
  short_name: 'Retrograde',
  description: 'Watch retrograde analysis solve two-player games backwards, one state at a time.',
  lang: 'en',
  start_url: './',
  scope: './',
  display: 'standalone',
  background_color: '#f7f6f2',
  theme_color: COLOUR.background,
  icons: ICONS.map(({ file, sizes, type, purpose }) => ({ src: file, sizes, type, ...(purpose ? { purpose } : {}) })),
};

const tag = (tagName, attributes) => HtmlWebpackPlugin.createHtmlTagObject(tagName, attributes);

class AppManifestPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('AppManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'AppManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const icon of ICONS) compilation.emitAsset(icon.file, new sources.RawSource(icon.render()));
        compilation.emitAsset('manifest.webmanifest', new sources.RawSource(`${JSON.stringify(MANIFEST, null, 2)}\n`));
      });
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('AppManifestPlugin', (data) => {
        data.headTags.push(
          tag('link', { rel: 'manifest', href: `${data.publicPath}manifest.webmanifest` }),
          tag('meta', { name: 'theme-color', content: MANIFEST.theme_color }),
          tag('link', { rel: 'apple-touch-icon', href: `${data.publicPath}icons/icon-192.png` }),
        );
        return data;
      });
    });
  }
}

/**
 * Asks early for the wasm module and the worker chunks. The wasm link is a preload
 * `as="fetch"` with `crossorigin`: a CORS request with same-origin credentials, exactly what
 * `fetch(url)` in main.js makes, so the page's fetch takes over the preloaded response
 * instead of asking again. Chromium has no preload for workers (`as="worker"` is reported as
 * unsupported, and a preload of another kind is reported as unused, since the worker's
 * request does not match it), so worker chunks are prefetched: that puts them in the HTTP
 * cache early (they are hashed and served immutable), where `new Worker(url)` then finds
 * them. Each is requested from the server once (tests/e2e/offline.test.mjs checks it).
 */
class PreloadPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadPlugin', (data) => {
        const wasm = Object.keys(compilation.assets).filter((name) => name.endsWith('.wasm'));
        const workers = compilation.asyncEntrypoints.flatMap((entry) => entry.getFiles().filter((file) => file.endsWith('.js')));
        if (wasm.length === 0) compilation.errors.push(new Error('PreloadPlugin: the build has no wasm module to preload'));
        if (workers.length === 0) compilation.errors.push(new Error('PreloadPlugin: the build has no worker chunk to preload'));
        data.headTags.push(
          ...wasm.map((file) => tag('link', { rel: 'preload', href: `${data.publicPath}${file}`, as: 'fetch', crossorigin: true })),
          ...workers.map((file) => tag('link', { rel: 'prefetch', href: `${data.publicPath}${file}` })),
        );
        return data;
      });
    });
  }
}

/** What is worth compressing: text and the wasm module (PNGs are compressed already). */
const COMPRESSIBLE = /\.(html|js|mjs|css|wasm|svg|json|webmanifest|txt)$/;

/**
 * Writes NAME.br (brotli, quality 11) and NAME.gz (gzip, level 9) beside each compressible
 * asset, after every other plugin has written its assets (the service worker included), and
 * only where the compressed file is smaller.
 */
class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER }, async () => {
        const jobs = compilation.getAssets()
          .filter(({ name, info }) => COMPRESSIBLE.test(name) && !info.compressed)
          .map(async ({ name, source, info }) => {
            const bytes = source.buffer();
            const [br, gz] = await Promise.all([
              brotli(bytes, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                  [zlib.constants.BROTLI_PARAM_MODE]: name.endsWith('.wasm') ? zlib.constants.BROTLI_MODE_GENERIC : zlib.constants.BROTLI_MODE_TEXT,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
                },
              }),
              gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
            ]);
            const related = {};
            for (const [encoding, suffix, body] of [['brotli', '.br', br], ['gzip', '.gz', gz]]) {
              if (body.length >= bytes.length) continue;
              compilation.emitAsset(`${name}${suffix}`, new sources.RawSource(body), { compressed: true, immutable: info.immutable });
              related[encoding] = `${name}${suffix}`;
            }
            compilation.updateAsset(name, source, { related });
          });
        await Promise.all(jobs);
      });
    });
  }
}

module.exports = { AppManifestPlugin, PreloadPlugin, PrecompressPlugin, MANIFEST, ICONS, COMPRESSIBLE };
