/**
 * The Cognito settings a build baked into public/, recorded in .cache/ (never deployed) by gatsby-node's
 * onPostBuild, so `npm run serve` and the e2e runner can tell which emulator the build talks to.
 * Plain CommonJS: shell scripts call it as `node scripts/build-settings.js endpoint|port`.
 */
const fs = require("fs");
const path = require("path");

const FILE = path.join(__dirname, "..", ".cache", "build-settings.json");

function writeBuildSettings(settings) {
  fs.writeFileSync(FILE, `${JSON.stringify(settings, null, 2)}\n`);
}

/** The recorded settings, or null when no build recorded any. */
function readBuildSettings() {
  try {
    return JSON.parse(fs.readFileSync(FILE, "utf8"));
  } catch {
    return null;
  }
}

/** The Cognito API endpoint the build talks to ("" when unknown) and its port ("" when none). */
function builtEndpoint() {
  return readBuildSettings()?.GATSBY_COGNITO_ENDPOINT ?? "";
}
function builtEndpointPort() {
  try {
    return new URL(builtEndpoint()).port;
  } catch {
    return "";
  }
}

module.exports = { FILE, writeBuildSettings, readBuildSettings, builtEndpoint, builtEndpointPort };

if (require.main === module) {
  const what = process.argv[2];
  if (what === "endpoint") process.stdout.write(builtEndpoint());
  else if (what === "port") process.stdout.write(builtEndpointPort());
  else {
    process.stderr.write("usage: node scripts/build-settings.js endpoint|port\n");
    process.exit(2);
  }
}
