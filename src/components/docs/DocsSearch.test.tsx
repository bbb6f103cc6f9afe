/**
 * The docs search box on a docs page, over the real index from content/docs/ (plus one section holding markup):
 * it searches only the page's product, marks the matched words without ever parsing text as HTML, and '/' or
 * Ctrl/Cmd-K bring focus to it unless the reader is typing in a field.
 */
import React from "react";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import DocsSearch from "./DocsSearch";
import { contentSearchIndex } from "../../docs/testing/contentIndex";
import type { SearchDocument } from "../../docs/searchDocuments";

const MARKUP: SearchDocument = {
  id: "/plutus-payments/docs/faq/#markup",
  product: "plutus-payments",
  productName: "Plutus Payments",
  page: "FAQ and test data",
  heading: "Pasting <img src=x onerror=alert(1)> tags",
  parent: "",
  path: "/plutus-payments/docs/faq/#markup",
  text: 'Never paste <script>alert("x")</script> into a pasted template.',
};

// The index is what the component fetches; the engine and its parts are the real ones.
const mockDocuments = [...contentSearchIndex(), MARKUP];
jest.mock("../../docs/searchEngine", () => {
  const actual = jest.requireActual("../../docs/searchEngine");
  return { ...actual, loadSearchEngine: jest.fn(async () => actual.createSearchEngine(mockDocuments)) };
});

function renderSearch(product = "plutus-payments") {
  const view = render(
    <div>
      <DocsSearch indexUrl="/docs-search/test.json" product={product} />
      <label>
        Your e-mail <input name="email" />
      </label>
      <p>Some text</p>
    </div>,
  );
  return { ...view, box: screen.getByRole("combobox", { name: "Search the documentation" }) };
}

async function type(box: HTMLElement, text: string) {
  fireEvent.change(box, { target: { value: text } });
  return screen.findByRole("listbox", { name: "Search results" });
}

describe("results", () => {
  it("lists Plutus's 'Verifying signatures' first for 'webhook signature' on a Plutus page, nothing of Bulk Remind", async () => {
    const { box } = renderSearch("plutus-payments");
    const list = await type(box, "webhook signature");
    const options = within(list).getAllByRole("option");
    expect(options[0]).toHaveTextContent(/^Verifying signatures/);
    expect(options[0]).toHaveAttribute("aria-selected", "true");
    expect(options[0]).toHaveTextContent("Plutus Payments · API reference › Webhooks");
    for (const option of options) expect(option).not.toHaveTextContent("Bulk Remind");
  });

  it("on a Bulk Remind page lists only Bulk Remind", async () => {
    const { box } = renderSearch("bulk-remind");
    const options = within(await type(box, "webhook signature")).getAllByRole("option");
    expect(options.length).toBeGreaterThan(0);
    for (const option of options) expect(option).toHaveTextContent("Bulk Remind ·");
  });

  it("marks the matched words of the heading and the snippet", async () => {
    const { box } = renderSearch();
    const first = within(await type(box, "webhook signature")).getAllByRole("option")[0]!;
    const marks = Array.from(first.querySelectorAll("mark"), (m) => m.textContent);
    expect(marks[0]).toBe("signatures"); // the heading's
    expect(marks).toContain("Signature"); // the snippet's 'Plutus-Signature'
    expect(marks.every((m) => /^(webhook|signature)s?$/i.test(m ?? ""))).toBe(true);
  });

  it("shows markup in the docs and in the query as text, never as elements", async () => {
    const { box, container } = renderSearch();
    const option = within(await type(box, "<script> pasting")).getByRole("option");
    expect(option).toHaveTextContent("Pasting <img src=x onerror=alert(1)> tags");
    expect(option).toHaveTextContent('Never paste <script>alert("x")</script> into');
    expect(container.querySelector("script, img")).toBeNull();
    // MiniSearch's words: '<' is not a separator, '/' is.
    expect(Array.from(option.querySelectorAll("mark"), (m) => m.textContent)).toEqual(
      expect.arrayContaining(["Pasting", "<script>alert"]),
    );

    fireEvent.change(box, { target: { value: "<script>qqzzx</script>" } });
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent("No results for “<script>qqzzx</script>”"),
    );
    expect(container.querySelector("script, img")).toBeNull();
  });
});

describe("the keyboard shortcut", () => {
  it("says what it is: aria-keyshortcuts, and the shortcuts shown beside the placeholder", () => {
    const { box, container } = renderSearch();
    expect(box).toHaveAttribute("aria-keyshortcuts", "/ Control+K Meta+K");
    expect(box).toHaveAttribute("placeholder", "Search the docs");
    // Shown, not read out: screen readers have aria-keyshortcuts.
    const hint = container.querySelector('[role="search"] [aria-hidden="true"]');
    expect(hint).toHaveTextContent(/^\/ or (Ctrl\+|⌘)K$/);
  });

  it("'/' focuses the search from the page, and is not typed into it", () => {
    const { box } = renderSearch();
    expect(box).not.toHaveFocus();
    expect(fireEvent.keyDown(screen.getByText("Some text"), { key: "/" })).toBe(false); // default prevented
    expect(box).toHaveFocus();
    expect(box).toHaveValue("");
  });

  it("'/' typed in a text field stays there", () => {
    const { box } = renderSearch();
    const email = screen.getByRole("textbox", { name: "Your e-mail" });
    act(() => email.focus());
    expect(fireEvent.keyDown(email, { key: "/" })).toBe(true);
    expect(email).toHaveFocus();
    expect(box).not.toHaveFocus();
    expect(fireEvent.keyDown(email, { key: "k", ctrlKey: true })).toBe(true);
    expect(email).toHaveFocus();
  });

  it("Ctrl-K and Cmd-K focus the search and select what was typed, to type anew", async () => {
    const { box } = renderSearch();
    await type(box, "refund");
    act(() => box.blur());
    expect(fireEvent.keyDown(document.body, { key: "k", ctrlKey: true })).toBe(false);
    expect(box).toHaveFocus();
    const input = box as HTMLInputElement;
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, "refund".length]);
    act(() => input.blur());
    fireEvent.keyDown(document.body, { key: "k", metaKey: true });
    expect(box).toHaveFocus();
  });

  it("stops listening when the search is gone", () => {
    const { unmount } = renderSearch();
    unmount();
    expect(fireEvent.keyDown(document.body, { key: "/" })).toBe(true);
  });
});
