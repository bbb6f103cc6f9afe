/**
 * A page's document head as served (what a crawler reads): a plain request and an HTML parser, no browser. The
 * pages are pre-rendered, so the served HTML is the whole head.
 */
import { expect, type APIRequestContext } from "@playwright/test";
import { parse, type HTMLElement } from "node-html-parser";

export interface ServedHead {
  status: number;
  html: string;
  root: HTMLElement;
  title: string | null;
  /** Every `content` of head meta[attr=name] (a test expects exactly one). */
  metas(name: string, attr?: "name" | "property"): string[];
  /** The one head meta[attr=name]'s content; fails the test when there is not exactly one. */
  meta(name: string, attr?: "name" | "property"): string;
  links(rel: string): HTMLElement[];
}

export async function servedHead(request: APIRequestContext, route: string, status = 200): Promise<ServedHead> {
  const response = await request.get(route);
  expect(response.status(), `HTTP status of ${route}`).toBe(status);
  const html = await response.text();
  const root = parse(html);
  const titles = root.querySelectorAll("head title");
  expect(titles, `exactly one <title> on ${route}`).toHaveLength(1);
  const metas = (name: string, attr: "name" | "property" = "name") =>
    root.querySelectorAll(`head meta[${attr}="${name}"]`).map((m) => m.getAttribute("content") ?? "");
  return {
    status: response.status(),
    html,
    root,
    title: titles[0]?.text ?? null,
    metas,
    meta(name, attr = "name") {
      const found = metas(name, attr);
      expect(found, `exactly one meta[${attr}="${name}"] on ${route}`).toHaveLength(1);
      return found[0]!;
    },
    links: (rel: string) => root.querySelectorAll(`head link[rel="${rel}"]`),
  };
}
