/** A deployment build with settings that only work on this machine stops, naming each one. */
import fs from "fs";
import os from "os";
import path from "path";
import { committedSettings, deployableProblem, deploymentEnv, deploymentProblems } from "./deployment-check";
import { isLocalBuild } from "../core/config/deployment";

const ROOT = path.resolve(__dirname, "..");
const committed = committedSettings(ROOT);
const productionDefaults = committed[1]!;

test("the committed production defaults cannot be deployed: every key, id and local address is named", () => {
  const problems = deploymentProblems(productionDefaults, committed).join("\n");
  for (const name of [
    "AUTH_COOKIE_KEY",
    "CALENDAR_TOKEN_KEY",
    "GATSBY_COGNITO_USER_POOL_ID",
    "GATSBY_COGNITO_CLIENT_ID",
    "MICROSOFT_CLIENT_SECRET",
    "GOOGLE_CLIENT_SECRET",
    "COGNITO_ADMIN_SECRET_ACCESS_KEY",
    "GATSBY_COGNITO_ENDPOINT",
    "GATSBY_COGNITO_DOMAIN",
    "MICROSOFT_GRAPH_URL",
    "SITE_DYNAMODB_ENDPOINT",
    "SMTP_HOST",
  ])
    expect(problems).toContain(name);
  expect(deployableProblem(ROOT, productionDefaults)).toMatch(/deployment build .*\n {2}- AUTH_COOKIE_KEY/);
});

test("a deployment's own values pass; empty endpoints mean the real services", () => {
  const own = {
    ...productionDefaults,
    AUTH_COOKIE_KEY: "0".repeat(64),
    CALENDAR_TOKEN_KEY: "1".repeat(64),
    GATSBY_COGNITO_USER_POOL_ID: "eu-west-1_Abc123",
    GATSBY_COGNITO_CLIENT_ID: "3n4b5urk1ft4fl3mg5e62d9ado",
    GATSBY_COGNITO_IDENTITY_POOL_ID: "",
    GATSBY_COGNITO_ENDPOINT: "",
    GATSBY_COGNITO_DOMAIN: "https://auth.northwind.example",
    GATSBY_COGNITO_IDENTITY_ENDPOINT: "",
    MICROSOFT_CLIENT_ID: "a-real-app",
    MICROSOFT_CLIENT_SECRET: "a-real-secret",
    GOOGLE_CLIENT_ID: "real.apps.googleusercontent.com",
    GOOGLE_CLIENT_SECRET: "another-real-secret",
    COGNITO_ADMIN_ACCESS_KEY_ID: "",
    COGNITO_ADMIN_SECRET_ACCESS_KEY: "",
    MICROSOFT_LOGIN_URL: "",
    MICROSOFT_GRAPH_URL: "",
    GOOGLE_ACCOUNTS_URL: "",
    GOOGLE_OAUTH2_URL: "",
    GOOGLE_API_URL: "",
    SITE_DYNAMODB_ENDPOINT: "",
    SMTP_HOST: "smtp.mailprovider.example",
  };
  expect(deploymentProblems(own, committed)).toEqual([]);
  // A key copied from the development file is as public as the defaults' own.
  expect(deploymentProblems({ ...own, AUTH_COOKIE_KEY: committed[0]!.AUTH_COOKIE_KEY }, committed)).toHaveLength(1);
  expect(deploymentProblems({ ...own, SMTP_HOST: "[::1]" }, committed)).toEqual([
    expect.stringContaining("SMTP_HOST=[::1] is on this machine"),
  ]);
  // The table's endpoint under its former name is still read, so it is checked too.
  expect(deploymentProblems({ ...own, CALENDAR_DYNAMODB_ENDPOINT: "http://localhost:9232" }, committed)).toEqual([
    expect.stringContaining("CALENDAR_DYNAMODB_ENDPOINT=http://localhost:9232 is on this machine"),
  ]);
});

test("only NODE_ENV=production without NW_LOCAL_BUILD=1 is a deployment build", () => {
  expect(isLocalBuild("production", undefined)).toBe(false);
  expect(isLocalBuild("production", "true")).toBe(false);
  expect(isLocalBuild("production", "1")).toBe(true);
  expect(isLocalBuild("development", undefined)).toBe(true);
  expect(isLocalBuild("test", undefined)).toBe(true);
});

describe("a git-ignored .env.production", () => {
  let root: string;
  beforeEach(() => {
    // A checkout of its own: the committed files as they are, and a .env.production written by the test.
    root = fs.mkdtempSync(path.join(os.tmpdir(), "deployment-check-"));
    for (const file of [".env.development", ".env.production.defaults"])
      fs.copyFileSync(path.join(ROOT, file), path.join(root, file));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));
  const write = (lines: string[]) => fs.writeFileSync(path.join(root, ".env.production"), `${lines.join("\n")}\n`);
  const deployment = { NODE_ENV: "production" };

  it("is read: a committed key or a loopback address left there stops the build", () => {
    write([`AUTH_COOKIE_KEY=${productionDefaults.AUTH_COOKIE_KEY}`, "SMTP_HOST=localhost"]);
    const problem = deployableProblem(root, deployment) ?? "";
    expect(problem).toContain("AUTH_COOKIE_KEY is the committed local value");
    expect(problem).toContain("SMTP_HOST=localhost is on this machine");
  });

  it("loses to the environment, an empty variable included, as in Gatsby", () => {
    write([
      `AUTH_COOKIE_KEY=${productionDefaults.AUTH_COOKIE_KEY}`,
      "SMTP_HOST=localhost",
      "SITE_URL=https://x.example",
    ]);
    const env = { ...deployment, AUTH_COOKIE_KEY: "0".repeat(64), SMTP_HOST: "" };
    expect(deploymentEnv(root, env)).toMatchObject({
      AUTH_COOKIE_KEY: "0".repeat(64),
      SMTP_HOST: "",
      SITE_URL: "https://x.example",
    });
    expect(deployableProblem(root, env)).toBeNull();
  });

  it("is the file GATSBY_ACTIVE_ENV names when set, and none at all is fine", () => {
    fs.writeFileSync(path.join(root, ".env.staging"), "SITE_DYNAMODB_ENDPOINT=http://127.0.0.1:9232\n");
    expect(deployableProblem(root, { ...deployment, GATSBY_ACTIVE_ENV: "staging" })).toContain(
      "SITE_DYNAMODB_ENDPOINT=http://127.0.0.1:9232 is on this machine",
    );
    expect(deployableProblem(root, deployment)).toBeNull();
  });
});
