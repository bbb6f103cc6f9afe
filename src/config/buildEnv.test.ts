/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import dotenv from "dotenv";
import { applyEnvDefaults, missingDefaults } from "./buildEnv";

describe("missingDefaults", () => {
  it("fills only what neither the environment nor the primary file sets", () => {
    const env = { A: "from-env" };
    const primary = { B: "from-file" };
    const defaults = { A: "d-a", B: "d-b", C: "d-c" };
    expect(missingDefaults(env, primary, defaults)).toEqual({ C: "d-c" });
  });

  it("keeps an empty value set on purpose in the environment", () => {
    expect(missingDefaults({ GATSBY_COGNITO_ENDPOINT: "" }, {}, { GATSBY_COGNITO_ENDPOINT: "http://x" })).toEqual({});
  });

  it("leaves out a renamed variable's default while its former name is set, even empty, in either layer", () => {
    const defaults = { SITE_DYNAMODB_ENDPOINT: "http://127.0.0.1:9232", SMTP_HOST: "127.0.0.1" };
    // A deployment from before the rename: the former name, empty for AWS.
    expect(missingDefaults({ CALENDAR_DYNAMODB_ENDPOINT: "" }, {}, defaults)).toEqual({ SMTP_HOST: "127.0.0.1" });
    expect(missingDefaults({}, { CALENDAR_DYNAMODB_ENDPOINT: "https://db.example" }, defaults)).toEqual({
      SMTP_HOST: "127.0.0.1",
    });
    expect(missingDefaults({}, {}, defaults)).toEqual(defaults);
    expect(missingDefaults({ CALENDAR_DYNAMODB_ENDPOINT: "" }, {}, defaults, {})).toEqual(defaults);
  });
});

describe("applyEnvDefaults", () => {
  function root(files: Record<string, string>): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "env-"));
    for (const [name, body] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), body);
    return dir;
  }

  it("layers .env.production.defaults under the environment and .env.production", () => {
    const dir = root({
      ".env.production": "GATSBY_COGNITO_CLIENT_ID=real-client\n",
      ".env.production.defaults":
        "GATSBY_COGNITO_CLIENT_ID=local\nGATSBY_COGNITO_USER_POOL_ID=us-east-1_Local\nGATSBY_COGNITO_DOMAIN=http://localhost:9229\n",
    });
    const env: NodeJS.ProcessEnv = { NODE_ENV: "production", GATSBY_COGNITO_DOMAIN: "https://auth.example.com" };
    expect(applyEnvDefaults(dir, env)).toEqual(["GATSBY_COGNITO_USER_POOL_ID"]);
    expect(env.GATSBY_COGNITO_USER_POOL_ID).toBe("us-east-1_Local");
    expect(env.GATSBY_COGNITO_DOMAIN).toBe("https://auth.example.com");
    expect(env.GATSBY_COGNITO_CLIENT_ID).toBeUndefined(); // Gatsby reads .env.production itself
  });

  it("does nothing without a defaults file, and follows GATSBY_ACTIVE_ENV", () => {
    const dir = root({ ".env.staging.defaults": "X=1\n" });
    expect(applyEnvDefaults(dir, { NODE_ENV: "production" })).toEqual([]);
    const env: NodeJS.ProcessEnv = { NODE_ENV: "production", GATSBY_ACTIVE_ENV: "staging" };
    expect(applyEnvDefaults(dir, env)).toEqual(["X"]);
  });

  it("the repository's own production defaults point at the local emulator", () => {
    const env = dotenv.parse(fs.readFileSync(path.resolve(__dirname, "../../.env.production.defaults"), "utf8"));
    expect(env.GATSBY_COGNITO_USER_POOL_ID).toMatch(/^[\w-]+_[0-9a-zA-Z]+$/);
    expect(env.GATSBY_COGNITO_ENDPOINT).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });
});
