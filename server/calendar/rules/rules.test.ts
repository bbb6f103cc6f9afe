/** The rules' edge-case table (testing/edgeCases.ts), each case through buildUnifiedEvents. */
import { buildUnifiedEvents } from "./index";
import { cases } from "./testing/edgeCases";

describe("buildUnifiedEvents: the edge-case table", () => {
  it("has at least 60 named cases", () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
    expect(new Set(cases.map((c) => c.name)).size).toBe(cases.length);
  });

  it.each(cases.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    const raw = { microsoft: c.microsoft ?? [], google: c.google ?? [] };
    let result = buildUnifiedEvents(raw);
    if (c.unmergeFirst) {
      const merged = result.events.find((e) => e.merge);
      expect(merged).toBeDefined();
      result = buildUnifiedEvents(raw, { unmerged: [merged?.key as string] });
    }
    expect(result.events).toHaveLength(c.count ?? 1);
    expect(result.skipped).toHaveLength((c.skipped ?? []).length);
    for (const [i, pattern] of (c.skipped ?? []).entries()) expect(result.skipped[i]?.reason).toMatch(pattern);
    const event = result.events[c.at ?? 0];
    if (c.event) expect(event).toMatchObject(c.event);
    const codes = (event?.signals ?? []).map((s) => `${s.code}:${s.strength}`);
    for (const want of c.signals ?? []) {
      expect(codes.some((code) => code === want || code.startsWith(`${want}:`))).toBe(true);
    }
    for (const not of c.without ?? []) expect(codes.some((code) => code.startsWith(`${not}:`))).toBe(false);
    c.check?.(result);
  });
});
