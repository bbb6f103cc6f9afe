/**
 * What a content editor gets from `gatsby build`, on a throw-away copy of the site (own .cache/ and public/,
 * node_modules linked): a new MDX file becomes a page and a menu entry with no code change, and bad content
 * stops the build with the file and the field. The three builds run at the same time (each copy has its own
 * caches): much of a build waits on one core. About five minutes of jest's time, so it runs in `npm run test:full`
 * only; the fast suite covers the same failures with gatsby-node's hooks (test/build/gatsby-node.test.ts),
 * checkContent's rules (src/content/checkContent.test.ts) and the e2e checks of every content file's page, menu
 * entry and sitemap URL (e2e/public-pages.spec.ts, e2e/navigation.spec.ts, e2e/seo.spec.ts).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { siteCopy } from "./siteCopy";

jest.setTimeout(450_000);

const ROOT = path.resolve(__dirname, "..", "..");

interface BuildResult {
  status: number | null;
  output: string;
}

// Three builds share the machine's cores: on a slow 2-core machine one after the other took 174 s in all.
const BUILD_TIMEOUT_MS = 400_000;

function build(dir: string): Promise<BuildResult> {
  return new Promise((resolve) => {
    let output = "";
    const child = spawn(path.join(ROOT, "node_modules", ".bin", "gatsby"), ["build"], {
      cwd: dir,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", NODE_ENV: "production", NW_LOCAL_BUILD: "1" },
    });
    child.stdout.setEncoding("utf8");
    child.stderr.setEncoding("utf8");
    child.stdout.on("data", (text: string) => (output += text));
    child.stderr.on("data", (text: string) => (output += text));
    // Gatsby's workers are its child processes and exit when it does.
    const timer = setTimeout(() => {
      output += `\n(content-editing test: the build ran over ${BUILD_TIMEOUT_MS / 1000} s and was stopped)`;
      child.kill("SIGKILL");
    }, BUILD_TIMEOUT_MS);
    child.on("error", (error) => {
      clearTimeout(timer);
      resolve({ status: null, output: `${output}\n(content-editing test: gatsby could not run: ${error.message})` });
    });
    child.on("close", (status) => {
      clearTimeout(timer);
      resolve({ status, output });
    });
  });
}

/** Checks built HTML without dumping whole pages into the failure message. */
function expectIn(html: string, pattern: RegExp | string, what: string): void {
  const found = typeof pattern === "string" ? html.includes(pattern) : pattern.test(html);
  if (!found) throw new Error(`${what}: ${String(pattern)} not found in the built HTML (${html.length} characters)`);
}

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});
function freshCopy(): string {
  const d = siteCopy();
  dirs.push(d);
  return d;
}

/** A copy with a new offering and a new doc page. */
function copyWithNewPages(): string {
  const dir = freshCopy();
  fs.writeFileSync(
    path.join(dir, "content/offerings/data-governance.mdx"),
    `---
title: "Data Governance Programs"
menuLabel: "Data Governance"
description: "Data ownership, quality rules and retention policies that auditors accept and teams actually follow day to day."
keywords: [data governance, data quality]
order: 11
icon: database
group: data
---

## What we do

Owners, rules and dashboards for the data that matters.
`,
  );
  fs.writeFileSync(
    path.join(dir, "content/docs/bulk-remind/quiet-hours.mdx"),
    `---
title: "Quiet hours"
description: "How Bulk Remind holds reminders during each recipient's quiet hours and sends them when the window opens."
order: 99
---

## How it works

Messages wait until 08:00 local time.
`,
  );
  return dir;
}

/** A copy whose training offering has a quoted order and no description. */
function copyWithWrongFrontmatter(): string {
  const dir = freshCopy();
  const file = path.join(dir, "content/offerings/training.mdx");
  fs.writeFileSync(
    file,
    fs
      .readFileSync(file, "utf8")
      .replace(/^order: .*$/m, 'order: "7"')
      .replace(/^description: .*$/m, ""),
  );
  return dir;
}

/** A copy with a doc page MDX cannot compile. */
function copyWithBrokenMdx(): string {
  const dir = freshCopy();
  fs.writeFileSync(
    path.join(dir, "content/docs/plutus-payments/broken.mdx"),
    `---
title: "Broken page"
description: "A page whose body has an unclosed JSX expression, which MDX cannot compile at all."
order: 98
---

Totals are {computed here
`,
  );
  return dir;
}

describe("content editing through gatsby build", () => {
  let builds: Record<"newPages" | "wrongFrontmatter" | "brokenMdx", Promise<BuildResult & { dir: string }>>;
  beforeAll(() => {
    // Every copy first: a copy that fails leaves no build running.
    const dirs = {
      newPages: copyWithNewPages(),
      wrongFrontmatter: copyWithWrongFrontmatter(),
      brokenMdx: copyWithBrokenMdx(),
    };
    const run = (dir: string) => build(dir).then((result) => ({ ...result, dir }));
    builds = {
      newPages: run(dirs.newPages),
      wrongFrontmatter: run(dirs.wrongFrontmatter),
      brokenMdx: run(dirs.brokenMdx),
    };
  });
  // The copies are removed after this (the file's afterAll): not while a build still runs in one.
  afterAll(() => Promise.all(Object.values(builds ?? {})));

  it("a new offering and a new doc page become pages, menu entries and sitemap URLs", async () => {
    const { status, output, dir } = await builds.newPages;
    expect({ status, tail: output.slice(-2000) }).toMatchObject({ status: 0 });

    const page = fs.readFileSync(path.join(dir, "public/offerings/data-governance/index.html"), "utf8");
    expectIn(page, /<h1[^>]*>Data Governance Programs<\/h1>/, "offering h1");
    expectIn(page, /<title[^>]*>Data Governance Programs \| /, "offering title");
    // The Services menu of every page is built from content: the new label links to the new page.
    const about = fs.readFileSync(path.join(dir, "public/about/index.html"), "utf8");
    expectIn(about, /href="\/offerings\/data-governance\/"[^>]*>Data Governance</, "Services menu entry");
    // /offerings/ lists it under its group's heading, before the next group's.
    const index = fs.readFileSync(path.join(dir, "public/offerings/index.html"), "utf8");
    expectIn(index, /Data and applications<\/h2>(?:(?!<h2)[\s\S])*href="\/offerings\/data-governance\/"/, "its group");

    // The contact form offers it as a topic, and the contact function (built from the same content) accepts it.
    const contact = fs.readFileSync(path.join(dir, "public/contact/index.html"), "utf8");
    expectIn(contact, /<option value="offering:data-governance"[^>]*>Data Governance Programs<\/option>/, "topic");
    const contactFunction = fs.readFileSync(path.join(dir, ".cache/functions/contact.js"), "utf8");
    expectIn(contactFunction, "offering:data-governance", "topic in the contact function");

    const doc = fs.readFileSync(path.join(dir, "public/bulk-remind/docs/quiet-hours/index.html"), "utf8");
    expectIn(doc, /<h1[^>]*>Quiet hours<\/h1>/, "doc h1");
    const docsIndex = fs.readFileSync(path.join(dir, "public/bulk-remind/docs/index.html"), "utf8");
    expectIn(docsIndex, 'href="/bulk-remind/docs/quiet-hours/"', "docs index entry");

    const sitemap = fs.readFileSync(path.join(dir, "public/sitemap-0.xml"), "utf8");
    expectIn(sitemap, "/offerings/data-governance/</loc>", "sitemap");
    expectIn(sitemap, "/bulk-remind/docs/quiet-hours/</loc>", "sitemap");
  });

  it("a wrong frontmatter field stops the build, naming the file and the field", async () => {
    const { status, output } = await builds.wrongFrontmatter;
    expect(status).not.toBe(0);
    expect(output).toContain('content/offerings/training.mdx: frontmatter field "order" must be a whole number');
    expect(output).toMatch(/content\/offerings\/training\.mdx: frontmatter field "description"/);
  });

  it("broken MDX stops the build, naming the file", async () => {
    const { status, output } = await builds.brokenMdx;
    expect(status).not.toBe(0);
    expect(output).toContain("content/docs/plutus-payments/broken.mdx");
  });
});
