// Gatsby's documented jest transform, with the automatic JSX runtime from theme-ui as in gatsby-config.
const babelOptions = {
  presets: [
    ["babel-preset-gatsby", { reactRuntime: "automatic", reactImportSource: "theme-ui" }],
    "@babel/preset-typescript",
  ],
};
module.exports = require("babel-jest").default.createTransformer(babelOptions);
