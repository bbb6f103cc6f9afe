/**
 * Small stand-ins for what amazon-cognito-identity-js imports, in browser builds only (gatsby-node.ts): its bundled
 * jsbn BigInteger (bigIntegerLite.ts, on native BigInt: SRP's 3072-bit modPow several times faster on a phone),
 * the npm `buffer` polyfill (bufferLite.ts) and @aws-crypto/sha256-js with tslib (sha256Lite.ts): together about
 * 11 kB gzipped of the sign-in library, which keeps /login/ within its 125 kB budget (docs/performance.md).
 *
 * Each stands in for the calls this release of the library makes, so they are applied to this release only: any
 * other stops the build until the stand-ins' tests (each compares its stand-in call by call with the original and
 * signs in through the library with it against the emulator) pass against it and the version here is updated.
 */
export const CHECKED_WITH_VERSION = "6.3.21";

const LIBRARY_MODULES = /[\\/]node_modules[\\/]amazon-cognito-identity-js[\\/]es[\\/]/;

/** The webpack settings that put the stand-ins in place, for the library's modules only. */
export function standInWebpackConfig(resolve: (file: string) => string) {
  return {
    resolve: {
      alias: {
        // The library's relative `./BigInteger` import, matched by its resolved path.
        [`${resolve("node_modules/amazon-cognito-identity-js/es/BigInteger")}$`]: resolve(
          "src/auth/cognito/vendor/bigIntegerLite.ts",
        ),
      },
    },
    module: {
      rules: [
        {
          test: LIBRARY_MODULES,
          // The library's modules only define classes (checked for this release): unused ones, such as its
          // CookieStorage with js-cookie (about 1 kB gzipped; we have our own), are left out of the chunk.
          // https://webpack.js.org/configuration/module/#rulesideeffects
          sideEffects: false,
          resolve: {
            alias: {
              buffer$: resolve("src/auth/cognito/vendor/bufferLite.ts"),
              "@aws-crypto/sha256-js$": resolve("src/auth/cognito/vendor/sha256Lite.ts"),
            },
          },
        },
      ],
    },
  };
}
