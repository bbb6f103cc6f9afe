/** Two projects: React/browser code under jsdom, server and emulator code under node. */
const shared = {
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleNameMapper: {
    ".+\\.(css|styl|less|sass|scss)$": "identity-obj-proxy",
    ".+\\.(jpg|jpeg|png|gif|eot|otf|webp|svg|ttf|woff|woff2|mp4|webm|wav|mp3|m4a|aac|oga)$":
      "<rootDir>/__mocks__/file-mock.js",
  },
  // ESM packages that must be transformed for jest's CommonJS runtime.
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link|jose|oauth4webapi)/)"],
  globals: { __PATH_PREFIX__: "" },
};

module.exports = {
  projects: [
    {
      ...shared,
      displayName: "web",
      testEnvironment: "jsdom",
      testEnvironmentOptions: { url: "http://localhost" },
      testMatch: ["<rootDir>/src/**/*.test.{ts,tsx}"],
      testPathIgnorePatterns: ["<rootDir>/src/api/"],
      setupFiles: ["<rootDir>/test/loadershim.js"],
      setupFilesAfterEnv: ["<rootDir>/test/setup-web.ts"],
    },
    {
      ...shared,
      displayName: "node",
      testEnvironment: "node",
      testMatch: [
        "<rootDir>/server/**/*.test.ts",
        "<rootDir>/emulators/**/*.test.ts",
        "<rootDir>/scripts/**/*.test.ts",
        "<rootDir>/src/api/**/*.test.ts",
        "<rootDir>/test/**/*.test.ts",
      ],
    },
  ],
};
