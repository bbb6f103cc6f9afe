/**
 * The settings a build baked in (every build variable of the emulators' registry, emulators/services.ts, plus the
 * Cognito pool and client ids), recorded in .cache/ (never deployed) by gatsby-node's onPostBuild, so
 * `npm run serve` and the e2e runner can tell which local services the build talks to.
 * Plain CommonJS so shell scripts can call it without a TypeScript loader:
 *
 *   node scripts/build-settings.js endpoint   the Cognito API endpoint the build talks to ("" when unknown)
 *   node scripts/build-settings.js port       that endpoint's port ("" when none)
 *   ... | node scripts/build-settings.js diff  reads the wanted settings as JSON on stdin (services-cli.ts settings
 *                                            --json) and prints one line per setting the build differs on
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

/**
 * Every wanted setting the recorded build does not have, as "NAME: built 'x', wanted 'y'" lines (a missing record
 * or variable reads as "unknown"); an empty list means the build talks to what is wanted.
 */
function compareBuildSettings(wanted, recorded) {
  const lines = [];
  for (const [name, value] of Object.entries(wanted)) {
    const built = recorded && typeof recorded[name] === "string" ? recorded[name] : undefined;
    if (built !== value)
      lines.push(`${name}: built ${built === undefined ? "unknown" : `'${built}'`}, wanted '${value}'`);
  }
  return lines;
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

module.exports = {
  FILE,
  writeBuildSettings,
  readBuildSettings,
  compareBuildSettings,
  builtEndpoint,
  builtEndpointPort,
};

if (require.main === module) {
  const what = process.argv[2];
  if (what === "endpoint") process.stdout.write(builtEndpoint());
  else if (what === "port") process.stdout.write(builtEndpointPort());
  else if (what === "diff") {
    let wanted;
    try {
      wanted = JSON.parse(fs.readFileSync(0, "utf8"));
    } catch (err) {
      process.stderr.write(`build-settings diff: stdin is not a JSON object of settings (${err.message})\n`);
      process.exit(2);
    }
    for (const line of compareBuildSettings(wanted, readBuildSettings())) process.stdout.write(`${line}\n`);
  } else {
    process.stderr.write("usage: node scripts/build-settings.js endpoint|port|diff\n");
    process.exit(2);
  }
}
