import { parseArgs } from "./cli";

describe("the seed CLI's arguments", () => {
  it("read --out, --now, --bulk and --shared (with a space or =)", () => {
    expect(parseArgs(["--out", "/tmp/x", "--now=2026-11-23T12:00:00Z", "--bulk", "2500", "--shared", "0.3"])).toEqual({
      out: "/tmp/x",
      now: new Date("2026-11-23T12:00:00Z"),
      bulk: 2500,
      shared: 0.3,
    });
  });

  it("refuse missing or bad values with the usage", () => {
    expect(() => parseArgs([])).toThrow(/--out is required\nusage:/);
    expect(() => parseArgs(["--out", "d", "--now", "yesterday"])).toThrow(/--now: expected an ISO instant/);
    expect(() => parseArgs(["--out", "d", "--bulk", "1.5"])).toThrow(/--bulk: expected a positive whole number/);
    expect(() => parseArgs(["--out"])).toThrow(/--out needs a value/);
    expect(() => parseArgs(["--out", "d", "--frobnicate"])).toThrow(/unknown argument --frobnicate/);
  });
});
