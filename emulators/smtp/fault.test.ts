/** The SMTP sink's fault switch: one reading of the environment variable and the dev endpoint, with clear errors. */
import { parseSmtpFault, smtpFaultFromJson, SmtpFaultSwitch } from "./fault";

describe("parseSmtpFault (SMTP_SINK_FAULT)", () => {
  test.each([
    ["none", { mode: "none" }],
    ["", { mode: "none" }],
    ["down", { mode: "down" }],
    ["reject", { mode: "reject", code: 451, count: null }],
    ["reject:550", { mode: "reject", code: 550, count: null }],
    [" REJECT:421:2 ", { mode: "reject", code: 421, count: 2 }],
  ])("%p", (text, fault) => {
    expect(parseSmtpFault(text)).toEqual(fault);
  });

  test.each([
    ["reject:250", "the reply code must be 421–459 (transient) or 500–554 (permanent), got 250"],
    ["reject:470", "got 470"],
    ["reject:abc", 'the reply code must be a whole number, got "abc"'],
    ["reject:550:0", "the count must be between 1 and 100000, got 0"],
    ["down:1", '"down" takes no arguments'],
    ["slow", 'Unknown fault "slow"'],
    ["reject:550:1:2", "Too many parts"],
  ])("refuses %p", (text, message) => {
    expect(() => parseSmtpFault(text)).toThrow(message);
  });
});

describe("smtpFaultFromJson (POST /_dev/fault)", () => {
  test("reads each mode", () => {
    expect(smtpFaultFromJson({ mode: "reject", code: 554, count: 1 })).toEqual({ mode: "reject", code: 554, count: 1 });
    expect(smtpFaultFromJson({ mode: "reject" })).toEqual({ mode: "reject", code: 451, count: null });
    expect(smtpFaultFromJson({ mode: "down" })).toEqual({ mode: "down" });
    expect(smtpFaultFromJson({ mode: "none" })).toEqual({ mode: "none" });
  });

  test.each([
    [[], "The body must be a JSON object"],
    [{ mode: "reject", code: "550" }, "code must be a whole number between 100 and 999"],
    [{ mode: "down", code: 550 }, "code and count apply to mode reject only"],
    [{ mode: "reject", delay: 5 }, "Unknown field(s): delay"],
    [{ mode: "slow" }, 'mode must be "none", "reject" or "down"'],
  ])("refuses %p", (body, message) => {
    expect(() => smtpFaultFromJson(body)).toThrow(message);
  });
});

test("a counted rejection refuses that many messages, then accepts again", () => {
  const faults = new SmtpFaultSwitch({ mode: "reject", code: 550, count: 2 });
  expect(faults.current()).toEqual({ mode: "reject", code: 550, count: 2, remaining: 2 });
  expect([faults.nextMessage(), faults.nextMessage(), faults.nextMessage()]).toEqual([550, 550, null]);
  expect(faults.current().mode).toBe("none");
  faults.set({ mode: "reject", code: 451, count: null });
  expect([faults.nextMessage(), faults.nextMessage()]).toEqual([451, 451]);
  faults.set({ mode: "down" });
  expect(faults.nextMessage()).toBeNull();
});
