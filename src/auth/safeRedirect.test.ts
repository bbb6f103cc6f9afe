/**
 * The post-sign-in target is attacker-controlled (it rides in the URL and the hosted UI's round trip): every
 * known open-redirect trick must end at "/", and ordinary site paths must pass untouched.
 */
import { safeRedirectPath } from "./safeRedirect";

describe("safeRedirectPath", () => {
  const hostile: Array<[string, unknown]> = [
    ["protocol-relative", "//evil.example"],
    ["protocol-relative with path", "//evil.example/login/"],
    ["triple slash", "///evil.example"],
    ["absolute https", "https://evil.example"],
    ["absolute http without slashes", "http:evil.example"],
    ["javascript scheme", "javascript:alert(1)"],
    ["mixed-case javascript scheme", "JaVaScRiPt:alert(1)"],
    ["percent-encoded javascript scheme", "javascript%3Aalert(1)"],
    ["data URL", "data:text/html,x"],
    ["slash backslash", "/\\evil.example"],
    ["double backslash", "\\\\evil.example"],
    ["backslash later in the path", "/admin\\..\\evil"],
    ["encoded protocol-relative without a leading slash", "%2F%2Fevil.example"],
    ["slash then encoded slashes (decodes to ///evil)", "/%2F%2Fevil.example"],
    ["slash then encoded slash, lower case", "/%2f%2fevil.example"],
    ["double-encoded slashes", "/%252F%252Fevil.example"],
    ["triple-encoded slashes", "/%25252F%25252Fevil.example"],
    ["slash then encoded backslash", "/%5Cevil.example"],
    ["slash then encoded scheme", "/%2F%2Fevil.example%3A443"],
    ["leading space and tab", " /\t/evil"],
    ["leading newline", "\n//evil"],
    ["tab that URL parsers strip", "/\t/evil.example"],
    ["NUL byte", "/\u0000//evil"],
    ["encoded tab", "/%09/evil.example"],
    ["encoded newline", "/%0A/evil.example"],
    ["line separator", "/\u2028/evil.example"],
    ["dot segments normalizing to //evil", "/..//evil.example"],
    ["encoded dot segments normalizing to //evil", "/%2e%2e//evil.example"],
    ["bare host name", "evil.example"],
    ["relative path", "crm/"],
    ["empty string", ""],
    ["null", null],
    ["undefined", undefined],
    ["number", 42],
    ["object", {}],
    ["array with a path", ["/crm/"]],
    ["object with toString", { toString: () => "/crm/" }],
  ];

  it.each(hostile)("refuses %s", (_name, input) => {
    expect(safeRedirectPath(input)).toBe("/");
  });

  const good = [
    "/",
    "/crm/",
    "/admin/",
    "/admin/clients/?tab=1#x",
    "/admin/account/#security",
    "/unifiedtime/calendar/2024-05-01/",
    "/search?q=50%25",
    "/search?q=a%20b",
    "/docs/caf%C3%A9/",
    "/a/../crm/",
  ];

  it.each(good)("keeps %s as it is", (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  it("refuses targets still encoded after several rounds", () => {
    let deep = "/%2F%2Fevil.example";
    for (let i = 0; i < 6; i++) deep = deep.replace(/%/g, "%25");
    expect(safeRedirectPath(deep)).toBe("/");
  });
});
