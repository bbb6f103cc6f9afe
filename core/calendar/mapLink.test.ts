import type { Signal } from "./model";
import { eventAddresses, mapSearchUrl } from "./mapLink";

const physical = (code: string, detail?: string): Signal => ({
  kind: "physical",
  strength: "strong",
  code,
  label: code,
  ...(detail === undefined ? {} : { detail }),
});

describe("eventAddresses", () => {
  it("keeps addresses and named places once each, in order, and leaves rooms, links and text out", () => {
    const signals: Signal[] = [
      physical("room-resource", "Board room"),
      physical("street-address", "1 Poultry, London EC2R 8EJ"),
      physical("named-place", "The Savoy"),
      physical("street-address", "1 poultry, london ec2r 8ej"),
      physical("free-text-location", "Kitchen"),
      physical("street-address", "  "),
      { kind: "online", strength: "strong", code: "street-address", label: "x", detail: "https://teams.example" },
    ];
    expect(eventAddresses({ signals })).toEqual(["1 Poultry, London EC2R 8EJ", "The Savoy"]);
  });
});

describe("mapSearchUrl", () => {
  it("is Google Maps' search URL with the address as one encoded query", () => {
    const url = new URL(mapSearchUrl("1 Poultry,\n London & Co #3"));
    expect(`${url.origin}${url.pathname}`).toBe("https://www.google.com/maps/search/");
    expect(url.searchParams.get("api")).toBe("1");
    expect(url.searchParams.get("query")).toBe("1 Poultry, London & Co #3");
  });
});
