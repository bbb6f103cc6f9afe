/** @jest-environment node */
import fs from "fs";
import path from "path";
import matter from "gray-matter";
import { companyListOf, readCompanyList } from "./company";
import { keyFigures, phoneHref, site } from "../../core/config/site";

const office = {
  city: "Denver",
  address: "1200 Larkspur Street, Suite 500, Denver, CO 80202",
  phone: "+1 (555) 010-4300",
};
const file = "content/company/offices.md";

describe("readCompanyList", () => {
  it("turns a list into entries in the file's order, placeholder false unless it says true", () => {
    const { entries, problems } = readCompanyList("offices", {
      offices: [
        { ...office, placeholder: true },
        { ...office, city: "Toronto" },
      ],
    });
    expect(problems).toEqual([]);
    expect(entries.map((e) => [e.city, e.order, e.placeholder])).toEqual([
      ["Denver", 0, true],
      ["Toronto", 1, false],
    ]);
  });

  it("refuses a field it does not know, so a misspelled placeholder cannot pass a sample off as real", () => {
    const { entries, problems } = readCompanyList("offices", { offices: [{ ...office, placeholer: true }] });
    expect(entries).toEqual([]);
    expect(problems).toEqual([
      `${file}: field "placeholer" of entry 1 of "offices" (Denver) is not known; expected city, address, phone, placeholder`,
    ]);
  });

  it.each([
    [
      "a phone without digits",
      { phone: "call us" },
      'field "phone" of entry 1 of "offices" (Denver) must be a phone number',
    ],
    [
      "a quoted placeholder",
      { placeholder: "yes" },
      'field "placeholder" of entry 1 of "offices" (Denver) must be true or false; got "yes"',
    ],
    [
      "a missing address",
      { address: undefined },
      'field "address" of entry 1 of "offices" (Denver) must be a text of 10 to 120 characters; got nothing (the field is missing)',
    ],
  ])("names the file, the entry and the field for %s", (_what, change, message) => {
    const { problems } = readCompanyList("offices", { offices: [{ ...office, ...change }] });
    expect(problems).toEqual([expect.stringContaining(`${file}: ${message}`)]);
  });

  it("checks a certification's year and the cloud partner it names", () => {
    const certification = { name: "Google Cloud Partner", issuer: "Google Cloud", year: 2023, partner: "google-cloud" };
    expect(readCompanyList("certifications", { certifications: [certification] }).problems).toEqual([]);
    const { problems } = readCompanyList("certifications", {
      certifications: [{ ...certification, year: "2023", partner: "gcp" }],
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /field "year" of entry 1 of "certifications" \(Google Cloud Partner\) must be a year from 1990 to \d{4}, without quotes; got "2023"$/,
      ),
      'content/company/certifications.md: field "partner" of entry 1 of "certifications" (Google Cloud Partner) must be one of aws, azure, google-cloud; got "gcp"',
    ]);
  });

  it("wants a list of the right length, each entry once, and nothing else in the frontmatter", () => {
    expect(readCompanyList("offices", { offices: [] }).problems).toEqual([
      `${file}: frontmatter field "offices" must be a list of 1 to 10 entries; got []`,
    ]);
    expect(readCompanyList("offices", { office: [office] }).problems).toEqual([
      `${file}: frontmatter field "office" is not known; expected only "offices", the list`,
      `${file}: frontmatter field "offices" must be a list of 1 to 10 entries; got nothing (the field is missing)`,
    ]);
    expect(readCompanyList("offices", { offices: [office, office] }).problems).toEqual([
      `${file}: entry 2 of "offices" has the city "Denver" of entry 1; expected each once`,
    ]);
    expect(readCompanyList("quotes", { quotes: [] }).problems).toEqual([]);
  });
});

describe("phoneHref", () => {
  it("keeps the digits and a leading +, as the site's own number", () => {
    expect(phoneHref("+1 (555) 010-4200")).toBe("tel:+15550104200");
    expect(phoneHref(site.phone)).toBe(site.phoneHref);
    expect(phoneHref("555.010.4300")).toBe("tel:5550104300");
  });
});

describe("companyListOf", () => {
  it("knows the five list files and nothing else", () => {
    expect(companyListOf("offices.md")).toBe("offices");
    expect(companyListOf("offices.mdx")).toBeNull();
    expect(companyListOf("awards.md")).toBeNull();
  });
});

describe("the repository's company lists", () => {
  const read = (list: "offices") =>
    readCompanyList(
      list,
      matter(fs.readFileSync(path.resolve(__dirname, `../../content/company/${list}.md`), "utf8")).data,
    );

  it("name the offices the key figures name", () => {
    const { entries } = read("offices");
    const label = keyFigures.find((k) => /consultants in/.test(k.label))!.label;
    const cities = entries.map((o) => o.city);
    expect(label).toBe(`consultants in ${cities.slice(0, -1).join(", ")} and ${cities.at(-1)}`);
  });
});
