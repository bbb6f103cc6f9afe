/** @jest-environment node */
/** The home page's average saving must stay the one the case studies show, when a case study is added or edited. */
import fs from "fs";
import path from "path";
import matter from "gray-matter";
import { keyFigures } from "../../core/config/site";

const dir = path.resolve(__dirname, "../../content/case-studies");

it("the average saving on the home page is the mean of the case studies' savings on spend or cost", () => {
  const savings = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".mdx"))
    .flatMap(
      (f) =>
        (matter(fs.readFileSync(path.join(dir, f), "utf8")).data.results ?? []) as { figure: string; label: string }[],
    )
    .filter((r) => /^\d+%$/.test(r.figure) && /\b(spend|cost)\b/.test(r.label))
    .map((r) => Number.parseInt(r.figure, 10));
  expect(savings.length).toBeGreaterThanOrEqual(3);
  const mean = Math.round(savings.reduce((a, b) => a + b, 0) / savings.length);
  const shown = keyFigures.find((k) => /average saving/.test(k.label));
  expect(shown?.figure).toBe(`${mean}%`);
});
