// Builds the page: www/main.js plus the wasm-bindgen output in pkg/ (built with --target web).
// The .wasm file is found through `new URL('retrograde_web_bg.wasm', import.meta.url)` in
// pkg/retrograde_web.js, which webpack turns into an emitted asset with a relative URL, so dist/
// works from any static server and any sub-path.
//
// Offline and serving (see ARCHITECTURE.md, "Build, serving and offline"): the build also
// writes the web app manifest and its icons, a service worker (sw.js, workbox's GenerateSW)
// that precaches exactly the files of this build, preload links for the wasm module and the
// worker chunk, and a .br and a .gz beside each text asset and the wasm.
//
// The page (see scripts/build/page.mjs): index.html is a shell that each registered game's
// own markup (www/games/<id>/parts.html) fills in at build time, so dist/ holds static HTML;
// a game's style.css joins the page's stylesheet.
//
// The page's Chinese font (see scripts/build/han-font.mjs) is cut from Noto Sans SC before
// bundling; its han.css joins the stylesheet and its faces are hashed assets like the rest.

const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { createHash } = require('node:crypto');
const { GenerateSW } = require('workbox-webpack-plugin');
const { AppManifestPlugin, PreloadPlugin, PrecompressPlugin } = require('./scripts/build/plugins.cjs');

/** The names webpack gives files by content ([contenthash:8]); scripts/static-server.mjs knows them by the same pattern. */
const HASHED = /\.[0-9a-f]{8}\.[a-z][a-z0-9]*$/;

/**
 * Gives every precache entry the SRI hash of the bytes this build wrote, so that the service
 * worker's install fails (and the previous worker stays) unless the server hands over exactly
 * this build's files: a half-deployed or mixed-up site is never cached.
 */
function withIntegrity(entries, compilation) {
  const manifest = entries.map((entry) => {
    const asset = compilation.getAsset(decodeURI(entry.url));
    if (!asset) throw new Error(`service worker: no asset for precache entry ${entry.url}`);
    const integrity = `sha384-${createHash('sha384').update(asset.source.buffer()).digest('base64')}`;
    return { ...entry, integrity };
  });
  return { manifest, warnings: [] };
}

module.exports = async (env, argv) => {
  const production = argv.mode !== 'development';
  const { gameStyles, pageParameters } = await import('./scripts/build/page.mjs');
  const page = pageParameters();
  const { writeHanFont } = await import('./scripts/build/han-font.mjs');
  const hanFont = await writeHanFont();
  return {
    mode: production ? 'production' : 'development',
    // The page's script, then each game's own styles, which follow the page's in its
    // stylesheet, then the Chinese font's faces.
    entry: { main: ['./www/main.js', ...gameStyles(), hanFont] },
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: production ? '[name].[contenthash:8][ext]' : '[name][ext]',
      publicPath: 'auto',
      clean: true,
    },
    devtool: false,
    module: {
      rules: [
        { test: /\.css$/i, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.woff2$/i, type: 'asset/resource' },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: 'index.html', templateParameters: page, scriptLoading: 'module' }),
      // The embeddable view: the same page, which knows itself by its name (see ui/embed.js);
      // the server lets any site frame this one only.
      new HtmlWebpackPlugin({
        template: 'index.html', filename: 'embed.html', templateParameters: page, scriptLoading: 'module',
      }),
      new MiniCssExtractPlugin({ filename: production ? '[name].[contenthash:8].css' : '[name].css' }),
      new AppManifestPlugin(),
      new PreloadPlugin(),
      new GenerateSW({
        swDest: 'sw.js',
        // One file, no workbox-*.js beside it: sw.js is the only script the browser checks for updates.
        inlineWorkboxRuntime: true,
        sourcemap: false,
        mode: 'production',
        // Precached: everything this build wrote (index.html, the hashed scripts, styles,
        // worker chunk and wasm, the manifest and icons) and nothing else: no runtime caching,
        // so no response from anywhere else, and no HTTP error, ever enters the cache. The
        // precompressed copies are the server's business, not the cache's.
        exclude: [/\.(br|gz)$/, /\.map$/],
        // Hashed names need no revision: their URL changes with their content.
        dontCacheBustURLsMatching: HASHED,
        manifestTransforms: [withIntegrity],
        // Workbox skips files over 2 MiB by default; nothing of the page may be left out
        // (the wasm module grows with the engine). A file over this limit is a build warning,
        // which fails the build.
        maximumFileSizeToCacheInBytes: 16 * 1024 * 1024,
        // Links carry the game in the query (?n=5&s1=..., embed.html?n=8&autoplay=1): the
        // query is ignored when looking up the cache, as the server ignores it, so each page
        // (index.html for ./, embed.html) is found whatever its query.
        ignoreURLParametersMatching: [/./],
        cleanupOutdatedCaches: true,
        // A new build takes over at once: the browser checks sw.js (served no-cache) on each
        // visit; the new worker installs the new build's files beside the old ones and, with
        // skipWaiting, activates as soon as its install has succeeded, so the next load (a
        // reload, or the next visit) is the new build. Without it the new build would wait
        // until every tab of the page had been closed. clientsClaim lets the first visit's
        // page be controlled without a reload, so it works offline from then on. The price:
        // a page still open from the old build is then served by the new worker, whose
        // cache no longer holds the old files; that page has already fetched everything it
        // needs at start (script, styles, wasm, the worker's chunk), and only a restarted
        // worker fetches its (hashed, immutable, so usually HTTP-cached) chunk again.
        skipWaiting: true,
        clientsClaim: true,
      }),
      new PrecompressPlugin(),
      // A warning, such as an import of a name that is not exported, fails the build.
      {
        apply: (compiler) => compiler.hooks.done.tap('fail-on-warnings', (stats) => {
          if (stats.hasWarnings()) process.exitCode = 1;
        }),
      },
    ],
    performance: {
      // The wasm module and the n = 7000 preset are expected to be sizeable.
      hints: false,
    },
  };
};
