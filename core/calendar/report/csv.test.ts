/** The CSV: RFC 4180 quoting, CRLF, a UTF-8 BOM and the formula guard. */
import { DEFAULT_DEFINITION } from "../model";
import { reportExclusion } from "../eligibility";
import { anEvent } from "../testing/eventBuilder";
import { buildReport } from "./report";
import { csvField, csvFileName, guardFormula, reportCsv } from "./csv";

describe("csv", () => {
  it("quotes fields with commas, quotes, CR or LF and doubles quotes", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField("a,b")).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("line\nbreak")).toBe('"line\nbreak"');
    expect(csvField("cr\rhere")).toBe('"cr\rhere"');
  });

  it("guards against formula injection with a leading apostrophe", () => {
    for (const value of ['=HYPERLINK("x")', "+1", "-2", "@SUM(A1)", "\tx"]) {
      expect(guardFormula(value).startsWith("'")).toBe(true);
    }
    expect(guardFormula("Réunion")).toBe("Réunion");
    expect(csvField('=cmd|" /C calc"!A0')).toBe('"\'=cmd|"" /C calc""!A0"');
  });

  it("writes a BOM, the header, one row per counted line and CRLF line ends", () => {
    const report = buildReport({
      events: [
        anEvent({
          title: 'Réunion, "client"',
          locations: ["Salle 4", "12 rue de la Paix"],
          start: "2026-03-02T09:00:00.000Z",
          end: "2026-03-02T10:30:00.000Z",
        }),
        anEvent({ class: "online" }),
      ],
      overrides: {},
      definition: DEFAULT_DEFINITION,
      timeZone: "Europe/Paris",
      now: new Date("2026-11-23T12:00:00.000Z"),
      exclusion: reportExclusion,
    });
    const csv = reportCsv(report.counted, "Europe/Paris");
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const rows = csv.slice(1).split("\r\n");
    expect(rows).toHaveLength(3);
    expect(rows[2]).toBe("");
    expect(rows[0]).toBe(
      "date,title,hours,location,class,reasons,attendance,sources,overridden,start,end,time zone,quarter,note",
    );
    expect(rows[1]).toBe(
      '2026-03-02,"Réunion, ""client""",1.5,Salle 4; 12 rue de la Paix,In person,street address,Attended,Google,no,' +
        "2026-03-02 10:00,2026-03-02 11:30,Europe/Paris,2026-Q1,",
    );
    expect(csv.replace(/\r\n/g, "")).not.toMatch(/\n/);
  });

  it("gives an all-day event its dates and last day, the quarter, and the override's note", () => {
    const offsite = anEvent({
      key: "google:off",
      title: "Offsite",
      allDay: true,
      start: "2026-09-30",
      end: "2026-10-02",
    });
    const report = buildReport({
      events: [offsite],
      overrides: { "google:off": { attendance: "attended", note: "Signed in at the door", at: "" } },
      definition: { ...DEFAULT_DEFINITION, includeAllDay: true },
      timeZone: "UTC",
      now: new Date("2026-11-23T12:00:00.000Z"),
      exclusion: reportExclusion,
    });
    const row = reportCsv(report.counted, "UTC").slice(1).split("\r\n")[1] ?? "";
    expect(row.split(",").slice(-5)).toEqual(["2026-09-30", "2026-10-01", "UTC", "2026-Q3", "Signed in at the door"]);
  });

  it("names the file after the year and the date", () => {
    expect(csvFileName(2026, "2026-11-23")).toBe("unifiedtime-in-person-2026-to-2026-11-23.csv");
  });
});
