// Builds the page: www/main.js plus the wasm-bindgen output in pkg/ (built with --target web).
// The .wasm file is found through `new URL('retrograde_web_bg.wasm', import.meta.url)` in
// pkg/retrograde_web.js, which webpack turns into an emitted asset with a relative URL, so dist/
// works from any static server and any sub-path.

const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

module.exports = (env, argv) => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    entry: './www/main.js',
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
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: 'index.html', scriptLoading: 'module' }),
      // The embeddable view: the same page, which knows itself by its name (see ui/embed.js);
      // the server lets any site frame this one only.
      new HtmlWebpackPlugin({ template: 'index.html', filename: 'embed.html', scriptLoading: 'module' }),
      new MiniCssExtractPlugin({ filename: production ? '[name].[contenthash:8].css' : '[name].css' }),
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
