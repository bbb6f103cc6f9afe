import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { generateDefaultSeed, loadSeedFile, writeSeedFiles } from "./index";

describe("seed files", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "calendar-seed-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const write = (name: string, content: unknown) => {
    const file = path.join(dir, name);
    writeFileSync(file, typeof content === "string" ? content : JSON.stringify(content));
    return file;
  };

  it("write the three files and read the providers' files back unchanged", () => {
    const seed = generateDefaultSeed({ now: new Date("2026-11-23T12:00:00Z") });
    const files = writeSeedFiles(path.join(dir, "nested", "seed"), seed);
    expect(loadSeedFile(files.microsoft, "microsoft")).toEqual(seed.microsoft);
    expect(loadSeedFile(files.google, "google")).toEqual(seed.google);
    expect(JSON.parse(readFileSync(files.truth ?? "", "utf8"))).toEqual(seed.truth);
  });

  it("refuse a file that is missing or not JSON, naming the file", () => {
    expect(() => loadSeedFile(path.join(dir, "nope.json"), "google")).toThrow(/nope\.json: cannot be read/);
    const file = write("bad.json", "[{");
    expect(() => loadSeedFile(file, "google")).toThrow(
      new RegExp(`${file.replace(/[.\\/]/g, "\\$&")}: is not valid JSON`),
    );
  });

  it("refuse anything but an array", () => {
    const file = write("object.json", { value: [] });
    expect(() => loadSeedFile(file, "microsoft")).toThrow(
      /object\.json: expected a JSON array of Microsoft Graph events, got an object/,
    );
  });

  it("name the item and the field of a bad Graph event", () => {
    const good = {
      id: "a",
      start: { dateTime: "2026-03-02T09:00:00.0000000", timeZone: "UTC" },
      end: { dateTime: "2026-03-02T10:00:00.0000000", timeZone: "UTC" },
    };
    expect(() => loadSeedFile(write("m1.json", [good, 5]), "microsoft")).toThrow(
      /m1\.json: item 1: expected an event object, got number 5/,
    );
    expect(() => loadSeedFile(write("m2.json", [good, { ...good, id: 7 }]), "microsoft")).toThrow(
      /item 1: field "id": expected a non-empty string, got number 7/,
    );
    expect(() =>
      loadSeedFile(
        write("m3.json", [{ ...good, start: { dateTime: "2026-03-02T09:00:00Z", timeZone: "UTC" } }]),
        "microsoft",
      ),
    ).toThrow(
      /m3\.json: item 0: field "start\.dateTime": expected a date-time without offset .* got "2026-03-02T09:00:00Z"/,
    );
    expect(() =>
      loadSeedFile(write("m4.json", [{ ...good, end: { dateTime: "2026-03-02T10:00:00.0000000" } }]), "microsoft"),
    ).toThrow(/item 0: field "end\.timeZone": expected a time zone name/);
    expect(() => loadSeedFile(write("m5.json", [good, good]), "microsoft")).toThrow(
      /item 1: field "id": expected a unique id, got "a" again/,
    );
  });

  it("name the item and the field of a bad Google event", () => {
    const good = { id: "g1", start: { date: "2026-03-02" }, end: { date: "2026-03-03" } };
    expect(loadSeedFile(write("g0.json", [good]), "google")).toEqual([good]);
    expect(() =>
      loadSeedFile(
        write("g1.json", [good, { id: "g2", start: { dateTime: "2026-03-02T09:00:00" }, end: good.end }]),
        "google",
      ),
    ).toThrow(
      /g1\.json: item 1: field "start": expected "date" \(yyyy-mm-dd\) or "dateTime" with an offset .* got "2026-03-02T09:00:00" as dateTime/,
    );
    expect(() => loadSeedFile(write("g2.json", [{ id: "g3", start: good.start }]), "google")).toThrow(
      /item 0: field "end": expected an object, got nothing/,
    );
    expect(() => loadSeedFile(write("g3.json", [{ ...good, end: { date: "2026/03/03" } }]), "google")).toThrow(
      /item 0: field "end\.date": expected a date like "2026-03-02", got "2026\/03\/03"/,
    );
  });
});
