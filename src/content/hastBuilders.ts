/** Tiny hast builders for the rehype plugins' tests: an element and a text node. */
import type { HastNode } from "./rehypeStaticCodeHtml";

export const el = (tagName: string, children: HastNode[], properties: Record<string, unknown> = {}): HastNode => ({
  type: "element",
  tagName,
  properties,
  children,
});

export const t = (value: string): HastNode => ({ type: "text", value });
