import { OFFERING_GROUPS, inGroups } from "./offeringGroups";

describe("inGroups", () => {
  it("lists offerings under their groups, groups in their order and offerings by theirs; empty groups left out", () => {
    const offerings = [
      { slug: "training", group: "people", order: 7 },
      { slug: "saas", group: "cost", order: 5 },
      { slug: "staff", group: "people", order: 2 },
      { slug: "infra", group: "cost", order: 1 },
    ];
    expect(inGroups(offerings).map((g) => [g.id, g.offerings.map((o) => o.slug)])).toEqual([
      ["cost", ["infra", "saas"]],
      ["people", ["staff", "training"]],
    ]);
  });

  it("leaves out an offering whose group is unknown (the build has stopped on it)", () => {
    expect(inGroups([{ group: "marketing", order: 1 }])).toEqual([]);
  });

  it("has unique ids and titles", () => {
    expect(new Set(OFFERING_GROUPS.map((g) => g.id)).size).toBe(OFFERING_GROUPS.length);
    expect(new Set(OFFERING_GROUPS.map((g) => g.title)).size).toBe(OFFERING_GROUPS.length);
  });
});
