import { safeLink } from "./safeLink";

test("http(s) links pass, trimmed; every other scheme, and no scheme, is no link", () => {
  expect(safeLink(" https://teams.microsoft.com/l/meetup-join/x ")).toBe("https://teams.microsoft.com/l/meetup-join/x");
  expect(safeLink("HTTP://intranet.example/meet")).toBe("HTTP://intranet.example/meet");
  for (const url of [
    undefined,
    "",
    "javascript:alert(1)",
    " JavaScript:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "zoommtg://zoom.us/join?confno=1",
    "msteams:/l/meetup-join/x",
    "//evil.example/x",
    "/relative/path",
    "https:// spaced.example",
  ])
    expect(safeLink(url)).toBeUndefined();
});
