/**
 * The calendar stand-ins' behavior files as `npm run emulators` reads them (registry.ts): the file named by
 * CALENDAR_SEED_<PROVIDER>_BEHAVIOR reaches the stand-in, and a wrong one stops the start naming the variable, the
 * file and the field.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { bearerGet, connectAccount } from "./kit/testing";
import { START_FUNCTIONS } from "./registry";
import { oauthClientFrom, serviceNamed } from "./services";

const dir = mkdtempSync(path.join(tmpdir(), "behavior-files-"));

function start(provider: "microsoft" | "google", behavior: string, spelling: "BEHAVIOR" | "BEHAVIOUR" = "BEHAVIOR") {
  const file = path.join(dir, `${provider}.json`);
  writeFileSync(file, behavior);
  const variable = `CALENDAR_SEED_${provider.toUpperCase()}_${spelling}`;
  const startFunction = START_FUNCTIONS[provider];
  if (!startFunction) throw new Error(`no start function for ${provider}`);
  return {
    file,
    variable,
    started: startFunction({
      env: { [variable]: file },
      port: 0,
      extraPorts: {},
      dataDir: path.join(dir, provider),
      reset: true,
      verbose: false,
    }),
  };
}

test.each(["microsoft", "google"] as const)("%s: a wrong behavior file stops the start, named", async (provider) => {
  const { file, variable, started } = start(provider, '{ "latency": { "pageMs": [900, 300] } }');
  await expect(started).rejects.toThrow(`${variable}: ${file}: field "latency": "pageMs" must be [min, max]`);
});

test("the variable's earlier spelling (…_BEHAVIOUR) is still read, with a warning naming the new one", async () => {
  const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
  try {
    const { file, started } = start("google", '{ "latency": { "pageMs": [900, 300] } }', "BEHAVIOUR");
    await expect(started).rejects.toThrow(`CALENDAR_SEED_GOOGLE_BEHAVIOUR: ${file}: field "latency"`);
    expect(warn).toHaveBeenCalledWith(
      "CALENDAR_SEED_GOOGLE_BEHAVIOUR is now spelled CALENDAR_SEED_GOOGLE_BEHAVIOR; rename it in your environment.",
    );
  } finally {
    warn.mockRestore();
  }
});

test("google: a behavior file is taken (before, only the Microsoft stand-in had one)", async () => {
  const { started } = start("google", '{ "latency": "none" }');
  const emu = await started;
  await emu.close();
});

/** The default seed's bodies through the stand-in `npm run emulators` started, as the seed owner reads them. */
async function bodies(url: string): Promise<string[]> {
  const client = oauthClientFrom(serviceNamed("microsoft"), {});
  if (!client) throw new Error("no OAuth client for microsoft");
  const redirectUri = "http://localhost:8000/api/calendar/callback/microsoft";
  const granted = await connectAccount({
    client: { ...client, redirectUri },
    authorizeUrl: (params) =>
      `${url}/common/oauth2/v2.0/authorize?${new URLSearchParams({
        client_id: client.clientId,
        response_type: "code",
        redirect_uri: redirectUri,
        scope: "offline_access User.Read Calendars.Read",
        code_challenge_method: "S256",
        ...params,
      }).toString()}`,
    tokenUrl: `${url}/common/oauth2/v2.0/token`,
    email: "consultant@northwind.example",
  });
  const now = new Date();
  const window = `startDateTime=${now.getUTCFullYear()}-01-01T00:00:00Z&endDateTime=${now.getUTCFullYear() + 1}-01-01T00:00:00Z&$top=1000`;
  const view = await bearerGet(`${url}/v1.0/me/calendarView?${window}`, String(granted.access_token));
  return (view.body.value as { body?: { content?: string } }[]).map((e) => e.body?.content ?? "");
}

test("microsoft: Safe Links from the file (the default wraps the seed's join links, off leaves them)", async () => {
  const wrapped = await start("microsoft", '{ "latency": { "pageMs": [0, 0], "tokenMs": [0, 0], "smallMs": [0, 0] } }')
    .started;
  const plain = await start("microsoft", '{ "safeLinks": "off" }').started;
  try {
    const join = /https:\/\/(?:teams\.microsoft\.com|[a-z0-9.]*zoom\.us|meet\.google\.com)\//;
    const wrappedBodies = await bodies(wrapped.url);
    const plainBodies = await bodies(plain.url);
    const linked = plainBodies.filter((body) => join.test(body)).length;
    expect(linked).toBeGreaterThan(5);
    expect(wrappedBodies.filter((body) => join.test(body)).length).toBe(0);
    expect(wrappedBodies.filter((body) => body.includes(".safelinks.protection.outlook.com/?url=")).length).toBe(
      linked,
    );
  } finally {
    await Promise.all([wrapped.close(), plain.close()]);
  }
});
