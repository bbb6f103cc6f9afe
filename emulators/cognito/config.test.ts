import { readFileSync } from "node:fs";
import path from "node:path";
import {
  configFromEnv,
  DEFAULT_CLIENT_ID,
  DEFAULT_POOL_ID,
  DEFAULT_PORT,
  poolNameOf,
  resolveConfig,
  SITE_CALLBACK_URLS,
} from "./config";

function envFile(name: string): Record<string, string> {
  const text = readFileSync(path.resolve(__dirname, "..", "..", name), "utf8");
  const out: Record<string, string> = {};
  for (const line of text.split("\n")) {
    const m = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (m) out[m[1] as string] = m[2] as string;
  }
  return out;
}

describe("config", () => {
  it("pool id is region_suffix; acij's SRP pool name is the suffix", () => {
    expect(DEFAULT_POOL_ID).toMatch(/^[\w-]+_[0-9a-zA-Z]+$/);
    expect(poolNameOf(DEFAULT_POOL_ID)).toBe("LocalPool1");
    expect(() => poolNameOf("nounderscore")).toThrow();
    expect(DEFAULT_CLIENT_ID).toMatch(/^[a-z0-9]{26}$/);
  });

  it.each([".env.development", ".env.production.defaults"])(
    "%s points the site at the emulator's pool, client and port",
    (name) => {
      const env = envFile(name);
      expect(env.GATSBY_COGNITO_USER_POOL_ID).toBe(DEFAULT_POOL_ID);
      expect(env.GATSBY_COGNITO_CLIENT_ID).toBe(DEFAULT_CLIENT_ID);
      expect(new URL(env.GATSBY_COGNITO_ENDPOINT as string).port).toBe(String(DEFAULT_PORT));
      expect(new URL(env.GATSBY_COGNITO_DOMAIN as string).port).toBe(String(DEFAULT_PORT));
    },
  );

  it("has the site's callback URLs and adds extra ones (and their origins) from the environment", () => {
    expect(SITE_CALLBACK_URLS).toEqual([
      "http://localhost:8000/login/",
      "http://127.0.0.1:8000/login/",
      "http://localhost:9000/login/",
      "http://127.0.0.1:9000/login/",
    ]);
    const config = resolveConfig(
      configFromEnv({ COGNITO_EMULATOR_CALLBACK_URLS: "http://127.0.0.1:4555/login/", COGNITO_EMULATOR_MFA: "ON" }),
    );
    expect(config.callbackUrls).toContain("http://127.0.0.1:4555/login/");
    expect(config.logoutUrls).toContain("http://127.0.0.1:4555/login/");
    expect(config.allowedOrigins).toContain("http://127.0.0.1:4555");
    expect(config.mfaConfiguration).toBe("ON");
    expect(config.passwordPolicy.minimumLength).toBe(8);
    expect(config.accessTokenValiditySeconds).toBe(300);
    expect(config.refreshTokenValiditySeconds).toBe(30 * 86400);
  });

  it("rotates refresh tokens only when asked (COGNITO_EMULATOR_REFRESH_ROTATION), with Cognito's 0..60 s grace", () => {
    expect(resolveConfig().refreshTokenRotation).toEqual({ enabled: false, retryGracePeriodSeconds: 0 });
    const rotation = (value: string) =>
      resolveConfig(configFromEnv({ COGNITO_EMULATOR_REFRESH_ROTATION: value })).refreshTokenRotation;
    expect(rotation("on")).toEqual({ enabled: true, retryGracePeriodSeconds: 0 });
    expect(rotation("on:30")).toEqual({ enabled: true, retryGracePeriodSeconds: 30 });
    expect(rotation("off")).toEqual({ enabled: false, retryGracePeriodSeconds: 0 });
    expect(() => rotation("on:61")).toThrow(/0\.\.60/);
    expect(() => rotation("yes")).toThrow(/COGNITO_EMULATOR_REFRESH_ROTATION/);
    expect(() => resolveConfig({ defaultRedirectUri: "http://elsewhere.example/cb" })).toThrow(/callback URLs/);
  });
});
