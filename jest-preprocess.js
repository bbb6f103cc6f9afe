// Gatsby's documented jest transform, with the automatic JSX runtime from theme-ui as in gatsby-config.
// Private methods are transformed too (loose, like the preset's class properties) for ESM packages such as
// oauth4webapi that jest must compile to CommonJS.
const babelOptions = {
  presets: [
    ["babel-preset-gatsby", { reactRuntime: "automatic", reactImportSource: "theme-ui" }],
    "@babel/preset-typescript",
  ],
  plugins: [["@babel/plugin-transform-private-methods", { loose: true }]],
};
module.exports = require("babel-jest").default.createTransformer(babelOptions);
