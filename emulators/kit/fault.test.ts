/** parseFault (the environment switch), the dev endpoint's fault body, and the fault switch's counting. */
import { FaultError, FaultSwitch, faultFromJson, parseFault } from "./fault";

describe("parseFault", () => {
  it("reads the environment forms", () => {
    expect(parseFault("none")).toEqual({ mode: "none" });
    expect(parseFault("throttle")).toEqual({ mode: "throttle", count: 1, retryAfterSeconds: 1 });
    expect(parseFault("throttle:3")).toEqual({ mode: "throttle", count: 3, retryAfterSeconds: 1 });
    expect(parseFault(" Throttle:3:10 ")).toEqual({ mode: "throttle", count: 3, retryAfterSeconds: 10 });
    expect(parseFault("fail")).toEqual({ mode: "fail", status: 503, count: null });
    expect(parseFault("fail:500")).toEqual({ mode: "fail", status: 500, count: null });
  });

  it("explains bad input", () => {
    expect(() => parseFault("throttle:x")).toThrow(FaultError);
    expect(() => parseFault("throttle:x")).toThrow(/throttle count must be a whole number/);
    expect(() => parseFault("fail:404")).toThrow(/between 500 and 599/);
    expect(() => parseFault("explode")).toThrow(
      /expected "none", "throttle\[:count\[:retryAfterSeconds\]\]" or "fail\[:status\]"/,
    );
    expect(() => parseFault("none:1")).toThrow(FaultError);
  });
});

describe("faultFromJson and FaultSwitch", () => {
  it("validates the dev endpoint's body", () => {
    expect(faultFromJson({ mode: "fail", status: 500, count: 2 })).toEqual({ mode: "fail", status: 500, count: 2 });
    expect(() => faultFromJson({ mode: "throttle", status: 500 })).toThrow(/fail only/);
    expect(() => faultFromJson({ mode: "throttle", count: 0 })).toThrow(/count/);
    expect(() => faultFromJson([])).toThrow(FaultError);
    expect(() => faultFromJson({ mode: "none", color: 1 })).toThrow(/Unknown field/);
  });

  it("counts throttled answers down, then serves normally", () => {
    const s = new FaultSwitch(parseFault("throttle:2:5"));
    expect(s.next()).toEqual({ kind: "throttle", retryAfterSeconds: 5, sequence: 0 });
    expect(s.next()).toEqual({ kind: "throttle", retryAfterSeconds: 5, sequence: 1 });
    expect(s.next()).toBeNull();
    expect(s.current().mode).toBe("none");
    s.set(parseFault("fail:500"));
    for (let i = 0; i < 5; i++) expect(s.next()).toEqual({ kind: "fail", status: 500 });
  });
});
