/** The registry's data: ports from the environment with clear errors, and the build settings each port implies. */
import {
  BUILD_VARIABLES,
  READY_MARK,
  SERVICES,
  allPorts,
  buildSettingsFor,
  defaultPorts,
  extraPortsOf,
  oauthClientFrom,
  parsePort,
  portsFromBuildSettings,
  serviceNamed,
  servicePort,
  servicePorts,
  siteEnvFor,
  siteOrigins,
  tlsPortOf,
  wantedBuildSettings,
} from "./services";

describe("the services", () => {
  test("have unique names, ports and variables, extra ports included", () => {
    const unique = (values: unknown[]) => new Set(values).size === values.length;
    expect(SERVICES.map((s) => s.name)).toEqual(["cognito", "microsoft", "google", "dynamodb", "smtp"]);
    expect(allPorts()).toHaveLength(SERVICES.length + 1);
    expect(unique(allPorts().map((p) => p.defaultPort))).toBe(true);
    expect(unique(allPorts().map((p) => p.portVariable))).toBe(true);
    expect(unique(allPorts().map((p) => p.e2eVariable))).toBe(true);
    expect(unique(SERVICES.flatMap((s) => Object.keys(s.buildSettings(1))))).toBe(true);
  });

  test("default to 9229..9234", () => {
    expect(servicePorts({})).toEqual({ cognito: 9229, microsoft: 9230, google: 9231, dynamodb: 9232, smtp: 9233 });
    expect(defaultPorts()).toEqual(servicePorts({}));
    expect(extraPortsOf(serviceNamed("smtp"), {})).toEqual({ outbox: 9234 });
    expect(extraPortsOf(serviceNamed("cognito"), {})).toEqual({});
  });

  test("extra ports: their own variables, 0 only where allowed, bad values named", () => {
    const smtp = serviceNamed("smtp");
    expect(extraPortsOf(smtp, { SMTP_OUTBOX_PORT: " 4100 " })).toEqual({ outbox: 4100 });
    expect(extraPortsOf(smtp, { SMTP_OUTBOX_PORT: "0" }, { allowZero: true })).toEqual({ outbox: 0 });
    expect(() => extraPortsOf(smtp, { SMTP_OUTBOX_PORT: "0" })).toThrow('SMTP_OUTBOX_PORT="0" is not a port');
    expect(() => extraPortsOf(smtp, { SMTP_OUTBOX_PORT: "web" })).toThrow('SMTP_OUTBOX_PORT="web" is not a port');
  });

  test("the Microsoft stand-in's TLS listener: off unless MICROSOFT_STANDIN_TLS_PORT names a port", () => {
    const microsoft = serviceNamed("microsoft");
    expect(microsoft.tlsPort?.variable).toBe("MICROSOFT_STANDIN_TLS_PORT");
    expect(tlsPortOf(microsoft, {})).toBeUndefined();
    expect(tlsPortOf(microsoft, { MICROSOFT_STANDIN_TLS_PORT: " " })).toBeUndefined();
    expect(tlsPortOf(microsoft, { MICROSOFT_STANDIN_TLS_PORT: "9443" })).toBe(9443);
    expect(tlsPortOf(microsoft, { MICROSOFT_STANDIN_TLS_PORT: "0" }, { allowZero: true })).toBe(0);
    expect(() => tlsPortOf(microsoft, { MICROSOFT_STANDIN_TLS_PORT: "on" })).toThrow(
      'MICROSOFT_STANDIN_TLS_PORT="on" is not a port',
    );
    // A service without one ignores the variable names of the others.
    expect(tlsPortOf(serviceNamed("google"), { MICROSOFT_STANDIN_TLS_PORT: "9443" })).toBeUndefined();
    // Not a build setting: the site keeps talking to the plain port.
    expect(BUILD_VARIABLES).not.toContain("MICROSOFT_STANDIN_TLS_PORT");
  });

  test("read each port variable; empty means the default", () => {
    expect(
      servicePorts({
        COGNITO_EMULATOR_PORT: "19229",
        MICROSOFT_STANDIN_PORT: " 19230 ",
        GOOGLE_STANDIN_PORT: "",
        DYNAMODB_EMULATOR_PORT: "65535",
      }),
    ).toEqual({ cognito: 19229, microsoft: 19230, google: 9231, dynamodb: 65535, smtp: 9233 });
  });

  test.each(["abc", "0", "-1", "65536", "80.5", "1e3", "0x50"])("reject port %p naming the variable", (raw) => {
    expect(() => servicePorts({ DYNAMODB_EMULATOR_PORT: raw })).toThrow(
      `DYNAMODB_EMULATOR_PORT="${raw}" is not a port: expected a whole number from 1 to 65535`,
    );
  });

  test("port 0 only where allowed", () => {
    expect(parsePort("X", "0", { allowZero: true })).toBe(0);
    expect(() => parsePort("X", "0")).toThrow('X="0" is not a port');
    const cognito = serviceNamed("cognito");
    expect(servicePort(cognito, { COGNITO_EMULATOR_PORT: "0" }, { allowZero: true })).toBe(0);
    expect(() => servicePort(cognito, { COGNITO_EMULATOR_PORT: "0" })).toThrow("COGNITO_EMULATOR_PORT");
  });

  test("an unknown name is an error listing the known ones", () => {
    expect(serviceNamed("google").portVariable).toBe("GOOGLE_STANDIN_PORT");
    expect(() => serviceNamed("outlook")).toThrow(
      'Unknown service "outlook"; known: cognito, microsoft, google, dynamodb, smtp',
    );
  });
});

describe("build settings", () => {
  test("at the default ports: browser pages on localhost, server calls on 127.0.0.1", () => {
    expect(buildSettingsFor({})).toEqual({
      GATSBY_COGNITO_ENDPOINT: "http://127.0.0.1:9229/",
      GATSBY_COGNITO_DOMAIN: "http://localhost:9229",
      GATSBY_COGNITO_IDENTITY_ENDPOINT: "http://127.0.0.1:9229/",
      MICROSOFT_LOGIN_URL: "http://localhost:9230",
      MICROSOFT_GRAPH_URL: "http://127.0.0.1:9230",
      GOOGLE_ACCOUNTS_URL: "http://localhost:9231",
      GOOGLE_OAUTH2_URL: "http://127.0.0.1:9231",
      GOOGLE_API_URL: "http://127.0.0.1:9231",
      SITE_DYNAMODB_ENDPOINT: "http://127.0.0.1:9232",
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: "9233",
      SMTP_SECURE: "false",
    });
    expect(BUILD_VARIABLES).toEqual(Object.keys(buildSettingsFor({})));
  });

  test("follow the port variables", () => {
    const settings = buildSettingsFor({ COGNITO_EMULATOR_PORT: "4001", GOOGLE_STANDIN_PORT: "4003" });
    expect(settings.GATSBY_COGNITO_DOMAIN).toBe("http://localhost:4001");
    expect(settings.GOOGLE_API_URL).toBe("http://127.0.0.1:4003");
    expect(settings.MICROSOFT_GRAPH_URL).toBe("http://127.0.0.1:9230");
  });

  test("wanted: a build variable set in the environment wins, an empty one does not", () => {
    const wanted = wantedBuildSettings({
      DYNAMODB_EMULATOR_PORT: "4004",
      GATSBY_COGNITO_ENDPOINT: "https://cognito-idp.eu-west-1.amazonaws.com/",
      MICROSOFT_GRAPH_URL: "",
    });
    expect(wanted.GATSBY_COGNITO_ENDPOINT).toBe("https://cognito-idp.eu-west-1.amazonaws.com/");
    expect(wanted.MICROSOFT_GRAPH_URL).toBe("http://127.0.0.1:9230");
    expect(wanted.SITE_DYNAMODB_ENDPOINT).toBe("http://127.0.0.1:4004");
  });

  test("wanted: a build variable set only under its former name counts as set; the new name wins over it", () => {
    const real = "https://dynamodb.eu-west-1.amazonaws.com";
    expect(wantedBuildSettings({ CALENDAR_DYNAMODB_ENDPOINT: real }).SITE_DYNAMODB_ENDPOINT).toBe(real);
    expect(
      wantedBuildSettings({ CALENDAR_DYNAMODB_ENDPOINT: real, SITE_DYNAMODB_ENDPOINT: "http://127.0.0.1:4004" })
        .SITE_DYNAMODB_ENDPOINT,
    ).toBe("http://127.0.0.1:4004");
    expect(wantedBuildSettings({ CALENDAR_DYNAMODB_ENDPOINT: "" }).SITE_DYNAMODB_ENDPOINT).toBe(
      "http://127.0.0.1:9232",
    );
    expect(wantedBuildSettings({}).CALENDAR_DYNAMODB_ENDPOINT).toBeUndefined();
  });

  test("read back: the ports a recorded build talks to, bare port numbers included", () => {
    const recorded = buildSettingsFor({
      COGNITO_EMULATOR_PORT: "5001",
      DYNAMODB_EMULATOR_PORT: "5004",
      SMTP_SINK_PORT: "5005",
    });
    expect(portsFromBuildSettings(recorded)).toEqual({
      cognito: 5001,
      microsoft: 9230,
      google: 9231,
      dynamodb: 5004,
      smtp: 5005,
    });
  });

  test("read back: a real SMTP provider is not the sink, whatever its port", () => {
    const recorded = {
      ...buildSettingsFor({}),
      SMTP_HOST: "smtp.example.net",
      SMTP_PORT: "587",
      SMTP_SECURE: "starttls",
    };
    expect(portsFromBuildSettings(recorded).smtp).toBeUndefined();
    expect(portsFromBuildSettings({ ...buildSettingsFor({}), SMTP_SECURE: "true" }).smtp).toBeUndefined();
  });

  test("read back: nothing for a service that is unrecorded, portless or inconsistent", () => {
    const recorded = {
      GATSBY_COGNITO_ENDPOINT: "http://127.0.0.1:5001/",
      GATSBY_COGNITO_DOMAIN: "http://localhost:5001",
      GATSBY_COGNITO_IDENTITY_ENDPOINT: "http://127.0.0.1:5002/",
      MICROSOFT_LOGIN_URL: "https://login.microsoftonline.com",
      MICROSOFT_GRAPH_URL: "https://graph.microsoft.com",
      GOOGLE_ACCOUNTS_URL: "not a url",
    };
    expect(portsFromBuildSettings(recorded)).toEqual({});
    expect(portsFromBuildSettings({})).toEqual({});
  });
});

describe("what the emulators are told", () => {
  test("the site's origin under both loopback names, for Cognito's CORS and redirect lists (passkeys need localhost)", () => {
    const both = {
      COGNITO_EMULATOR_ORIGINS: "http://127.0.0.1:4100,http://localhost:4100",
      COGNITO_EMULATOR_CALLBACK_URLS: "http://127.0.0.1:4100/login/,http://localhost:4100/login/",
      COGNITO_EMULATOR_LOGOUT_URLS:
        "http://127.0.0.1:4100/login/,http://127.0.0.1:4100/login,http://localhost:4100/login/,http://localhost:4100/login",
    };
    expect(siteEnvFor("http://127.0.0.1:4100")).toEqual(both);
    expect(siteEnvFor("http://localhost:4100/")).toEqual(both);
    expect(siteOrigins("https://www.example.com")).toEqual(["https://www.example.com"]);
  });

  test("the OAuth clients the functions use, with local defaults", () => {
    expect(oauthClientFrom(serviceNamed("microsoft"), {})).toEqual({
      clientId: "local-microsoft-client",
      clientSecret: "local-microsoft-secret",
    });
    expect(oauthClientFrom(serviceNamed("google"), { GOOGLE_CLIENT_ID: "abc", GOOGLE_CLIENT_SECRET: " " })).toEqual({
      clientId: "abc",
      clientSecret: "local-google-secret",
    });
    expect(oauthClientFrom(serviceNamed("dynamodb"), {})).toBeUndefined();
    expect(serviceNamed("google").seedVariable).toBe("CALENDAR_SEED_GOOGLE");
    expect(serviceNamed("microsoft").seedVariable).toBe("CALENDAR_SEED_MICROSOFT");
  });

  test("the ready mark is one line prefix", () => {
    expect(READY_MARK).not.toContain("\n");
  });
});
