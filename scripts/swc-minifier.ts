/**
 * The production JavaScript minified by SWC instead of Terser, through terser-webpack-plugin's documented
 * `minify: TerserPlugin.swcMinify`: the same plugin and options Gatsby gives it (ES5 output, Safari 10's mangling
 * fix, `.min.js` files left alone), a native minifier instead of a JavaScript one. Measured on this 2-core machine
 * (docs/performance.md): the bundles' step 47.6 s with Terser, 26.7 s with SWC, and 438.4 kB against 432.8 kB of
 * gzipped JavaScript. Any other minimizer (the CSS one) is kept as it is; with no Terser in the list, nothing changes.
 */
import TerserPlugin from "terser-webpack-plugin";

export function withSwcMinifier(minimizers: readonly unknown[]): unknown[] {
  return minimizers.map((minimizer) =>
    minimizer instanceof TerserPlugin
      ? new TerserPlugin({
          minify: TerserPlugin.swcMinify,
          exclude: /\.min\.js/,
          terserOptions: { compress: { ecma: 5 }, mangle: { safari10: true } },
        })
      : minimizer,
  );
}
