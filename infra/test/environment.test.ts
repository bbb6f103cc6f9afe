/**
 * From a deploy's outputs to a build that starts: the environment outputs-to-env makes from an outputs file, with
 * the by-hand variables it lists filled in, passes the deployment check the build runs first (gatsby-node's
 * onPreInit), imported into the host's environment or written as a git-ignored .env.production; without the
 * by-hand ones, the check names only variables from that list.
 */
import fs from "fs";
import os from "os";
import path from "path";
import dotenv from "dotenv";
import { checkCognitoSettings, cognitoSettingsFrom } from "../../core/config/cognito";
import { committedSettings, deployableProblem, deploymentProblems } from "../../scripts/deployment-check";
import { dotenvText, siteEnvironment, stackOutputs } from "../lib/environment";
import { BY_HAND_FIXTURE } from "./byHandFixture";
import { synthesize } from "./synth";

const ROOT = path.resolve(__dirname, "../..");
const fixture = JSON.parse(fs.readFileSync(path.join(__dirname, "fixtures/outputs.json"), "utf8"));
const { env, byHand } = siteEnvironment(stackOutputs(fixture));
/** What the host gets from `netlify env:import`: the file as the dotenv parser reads it. */
const imported = dotenv.parse(dotenvText(env));
const committed = committedSettings(ROOT);
const productionDefaults = committed[1] as Record<string, string>;
const handSet = BY_HAND_FIXTURE;
/** The build's layering (src/config/buildEnv.ts): the committed defaults under whatever the deployment set. */
const layered = (set: Record<string, string>) => ({ ...productionDefaults, ...set });

let root: string;
beforeAll(() => {
  // A checkout of its own: the committed settings files, and whatever .env.production a test writes.
  root = fs.mkdtempSync(path.join(os.tmpdir(), "infra-env-"));
  for (const file of [".env.development", ".env.production.defaults"])
    fs.copyFileSync(path.join(ROOT, file), path.join(root, file));
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

test("the fixture is what the stack outputs: the same names, so the script reads a real deploy's file", () => {
  const outputs = Object.keys(synthesize().template.toJSON().Outputs as object).sort();
  expect(Object.keys(fixture.NorthwindSite).sort()).toEqual(outputs);
});

test("the imported environment with the by-hand variables set passes the deployment check: the build starts", () => {
  const names = byHand.flatMap((h) => h.names);
  expect(Object.keys(handSet).sort()).toEqual([...names].sort());
  const hostEnv = layered({ ...imported, ...handSet });
  expect(deploymentProblems(hostEnv, committed)).toEqual([]);
  expect(deployableProblem(root, { ...hostEnv, NODE_ENV: "production" })).toBeNull();
  expect(checkCognitoSettings(cognitoSettingsFrom(hostEnv))).toEqual([]);
});

test("the same as a git-ignored .env.production passes too: the quoting survives Gatsby's dotenv", () => {
  fs.writeFileSync(path.join(root, ".env.production"), dotenvText({ ...env, ...handSet }));
  try {
    const fromFile = dotenv.parse(fs.readFileSync(path.join(root, ".env.production"), "utf8"));
    // The defaults fill only what neither the environment nor the file sets.
    const defaultsLeft = Object.fromEntries(Object.entries(productionDefaults).filter(([k]) => !(k in fromFile)));
    expect(deployableProblem(root, { ...defaultsLeft, NODE_ENV: "production" })).toBeNull();
  } finally {
    fs.rmSync(path.join(root, ".env.production"));
  }
});

test("without the by-hand variables the check names only variables of the printed list", () => {
  const problems = deploymentProblems(layered(imported), committed);
  const listed = new Set(byHand.flatMap((h) => h.names));
  const named = problems.map((p) => /^(\w+)/.exec(p)?.[1] ?? p);
  expect(named.length).toBeGreaterThan(0);
  expect(named.filter((n) => !listed.has(n))).toEqual([]);
  expect(named).toEqual(expect.arrayContaining(["AUTH_COOKIE_KEY", "COGNITO_ADMIN_SECRET_ACCESS_KEY", "SMTP_HOST"]));
});

test("the values: the pool, client, hosted UI, identity pool, table and key from the outputs; the real services' addresses empty", () => {
  expect(imported).toMatchObject({
    SITE_URL: "https://www.northwind.example",
    GATSBY_COGNITO_USER_POOL_ID: "eu-west-1_Ab12Cd34E",
    GATSBY_COGNITO_CLIENT_ID: "4f2k9d1m7q3r8s6t0u5v2w9x1y",
    GATSBY_COGNITO_DOMAIN: "https://northwind-sign-in.auth.eu-west-1.amazoncognito.com",
    GATSBY_COGNITO_ENDPOINT: "",
    GATSBY_COGNITO_IDENTITY_POOL_ID: "eu-west-1:1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809",
    GATSBY_AUTH_SOCIAL_PROVIDERS: "Google",
    GATSBY_AUTH_EMAIL_CODE: "on",
    GATSBY_AUTH_PASSKEYS: "on",
    SITE_TABLE: "NorthwindSite-SiteTable2B1D68CB-1Q2W3E4R5T6Y",
    SITE_DYNAMODB_REGION: "eu-west-1",
    SITE_DYNAMODB_ENDPOINT: "",
    SITE_AWS_ACCESS_KEY_ID: "AKIAIOSFODNN7EXAMPLE",
    COGNITO_ADMIN_ACCESS_KEY_ID: "AKIAIOSFODNN7EXAMPLE",
  });
  // No secret reaches the file.
  for (const name of Object.keys(handSet)) expect(imported).not.toHaveProperty(name);
  const secretsLine = byHand.find((h) => h.names.includes("SITE_AWS_SECRET_ACCESS_KEY"))?.how;
  expect(secretsLine).toContain(fixture.NorthwindSite.FunctionsSecretKeyArn);
});

test("an outputs file of several stacks needs the stack named; a foreign one is refused", () => {
  expect(() => stackOutputs({ A: {}, B: {} })).toThrow(/Name the stack/);
  expect(() => siteEnvironment({})).toThrow(/no FirstFactors|no SiteUrl|no /);
});
