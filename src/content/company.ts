/**
 * The company facts a prospective client looks for before getting in touch (client quotes, client names,
 * certifications, leadership, offices), kept by editors in content/company/<list>.md: one file per list, its
 * entries in the frontmatter, shown in that order. Lists rather than a file per entry, as offerings have: an entry
 * here is three or four short fields with no page of its own. Pure: checkContent (before the build) and gatsby-node
 * (which makes the GraphQL nodes the pages query) both read a file through readCompanyList.
 *
 * `placeholder: true` marks a sample text to be replaced; the site shows it with a "Sample" label
 * (docs/content-editing.md says why). Fields a list does not know stop the build, so a misspelled `placeholder`
 * cannot pass a sample off as a real quote.
 */
import { cloudPartners } from "../../core/config/site";
import { boolean, check, nonEmptyString, oneOf, show, type Checker, type FieldError } from "./fieldRules";

export interface CompanyQuote {
  quote: string;
  person: string;
  role: string;
  company: string;
}

export interface CompanyClient {
  name: string;
}

export interface CompanyCertification {
  name: string;
  issuer: string;
  year: number;
  /** The cloud partner whose program issued it (`id` of cloudPartners): shown in that partner's box. */
  partner?: string;
}

export interface CompanyLeader {
  name: string;
  role: string;
  bio: string;
}

export interface CompanyOffice {
  city: string;
  address: string;
  phone: string;
}

/** What every entry has besides its own fields. */
export interface Entry {
  placeholder: boolean;
  /** Its place in the file, from 0: the order the site shows the entries in. */
  order: number;
}

export interface CompanyLists {
  quotes: CompanyQuote;
  clients: CompanyClient;
  certifications: CompanyCertification;
  leadership: CompanyLeader;
  offices: CompanyOffice;
}

export type CompanyListName = keyof CompanyLists;

interface ListRule {
  /** The GraphQL type of its entries (gatsby-node creates them). */
  type: string;
  fields: Record<string, Checker>;
  optional?: string[];
  /** The field that tells entries apart: unique within the list, and named in messages. */
  key: string;
  min: number;
  max: number;
  /** Where the site shows it, for the message about a missing file. */
  shownOn: string;
}

// Seven or more digits, with the spaces, dots, dashes, brackets and leading + people write numbers with.
const phone: Checker = (v) =>
  typeof v === "string" && /^\+?[0-9 ().-]+$/.test(v) && (v.match(/[0-9]/g)?.length ?? 0) >= 7
    ? null
    : 'a phone number of digits, spaces and ( ) - . with an optional leading +, e.g. "+1 (555) 010-4200"';

const year: Checker = (v) => {
  const now = new Date().getFullYear();
  return Number.isInteger(v) && (v as number) >= 1990 && (v as number) <= now
    ? null
    : `a year from 1990 to ${now}, without quotes`;
};

export const COMPANY_LISTS: Record<CompanyListName, ListRule> = {
  quotes: {
    type: "CompanyQuote",
    fields: {
      quote: nonEmptyString(40, 320),
      person: nonEmptyString(3, 60),
      role: nonEmptyString(3, 80),
      company: nonEmptyString(2, 80),
    },
    key: "person",
    min: 0,
    max: 12,
    shownOn: "the home page's client quotes",
  },
  clients: {
    type: "CompanyClient",
    fields: { name: nonEmptyString(2, 40) },
    key: "name",
    min: 0,
    max: 24,
    shownOn: "the home page's list of clients",
  },
  certifications: {
    type: "CompanyCertification",
    fields: {
      name: nonEmptyString(3, 80),
      issuer: nonEmptyString(2, 80),
      year,
      partner: oneOf(cloudPartners.map((p) => p.id)),
    },
    optional: ["partner"],
    key: "name",
    min: 0,
    max: 12,
    shownOn: "/about/ and the partner boxes of /partners/",
  },
  leadership: {
    type: "CompanyLeader",
    fields: { name: nonEmptyString(3, 60), role: nonEmptyString(3, 80), bio: nonEmptyString(40, 320) },
    key: "name",
    min: 1,
    max: 12,
    shownOn: "/about/",
  },
  offices: {
    type: "CompanyOffice",
    fields: { city: nonEmptyString(2, 40), address: nonEmptyString(10, 120), phone },
    key: "city",
    min: 1,
    max: 10,
    shownOn: "the footer of every page and /about/",
  },
};

export const COMPANY_LIST_NAMES = Object.keys(COMPANY_LISTS) as CompanyListName[];

/** content/company/<list>.md, or null for a file that is not one of the lists. */
export function companyListOf(fileName: string): CompanyListName | null {
  const name = fileName.replace(/\.md$/, "");
  return fileName.endsWith(".md") && (COMPANY_LIST_NAMES as string[]).includes(name) ? (name as CompanyListName) : null;
}

export interface ListResult<N extends CompanyListName> {
  entries: (CompanyLists[N] & Entry)[];
  /** One line per problem, each naming the file, the entry and the field. */
  problems: string[];
}

/** A list file's frontmatter checked and turned into entries (none when anything is wrong). */
export function readCompanyList<N extends CompanyListName>(
  list: N,
  frontmatter: Record<string, unknown>,
  file = `content/company/${list}.md`,
): ListResult<N> {
  const rule = COMPANY_LISTS[list];
  const value = frontmatter[list];
  const problems: string[] = [];
  const others = Object.keys(frontmatter).filter((k) => k !== list);
  if (others.length > 0)
    problems.push(`${file}: frontmatter field "${others[0]}" is not known; expected only "${list}", the list`);
  if (!Array.isArray(value) || value.length < rule.min || value.length > rule.max) {
    const many = rule.min === 0 ? `up to ${rule.max}` : `${rule.min} to ${rule.max}`;
    problems.push(`${file}: frontmatter field "${list}" must be a list of ${many} entries; got ${show(value)}`);
    return { entries: [], problems };
  }
  const known = [...Object.keys(rule.fields), "placeholder"];
  const seen = new Map<string, number>();
  value.forEach((entry: unknown, i) => {
    const at = `entry ${i + 1} of "${list}"`;
    if (entry === null || typeof entry !== "object" || Array.isArray(entry)) {
      problems.push(`${file}: ${at} must be a set of fields (${known.join(", ")}); got ${show(entry)}`);
      return;
    }
    const fields = entry as Record<string, unknown>;
    const name = typeof fields[rule.key] === "string" ? ` (${String(fields[rule.key])})` : "";
    const errors: FieldError[] = check(fields, { ...rule.fields, placeholder: boolean }, [
      ...(rule.optional ?? []),
      "placeholder",
    ]);
    for (const e of errors)
      problems.push(`${file}: field "${e.field}" of ${at}${name} must be ${e.expected}; got ${show(e.got)}`);
    for (const field of Object.keys(fields).filter((f) => !known.includes(f)))
      problems.push(`${file}: field "${field}" of ${at}${name} is not known; expected ${known.join(", ")}`);
    const key = fields[rule.key];
    if (typeof key === "string") {
      const first = seen.get(key);
      if (first !== undefined)
        problems.push(`${file}: ${at} has the ${rule.key} "${key}" of entry ${first}; expected each once`);
      else seen.set(key, i + 1);
    }
  });
  if (problems.length > 0) return { entries: [], problems };
  const entries = value.map((entry: Record<string, unknown>, order) => ({
    ...entry,
    placeholder: entry.placeholder === true,
    order,
  })) as (CompanyLists[N] & Entry)[];
  return { entries, problems };
}
