import React from "react";
import { TextEncoder } from "util";
import { hydrateRoot, createRoot, type Root } from "react-dom/client";
import { act } from "@testing-library/react";
import { navigate } from "gatsby";
import StaticContent from "./StaticContent";

// jsdom has no TextEncoder, which react-dom/server's browser build needs when it loads: provide Node's, then load it.
if (typeof globalThis.TextEncoder === "undefined") {
  Object.assign(globalThis, { TextEncoder });
}
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server");

// React's act() environment flag, so the hydration below is flushed inside act.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const rendered = jest.fn();

function Body({ text }: { text: string }) {
  rendered(text);
  return (
    <>
      <h2 id="intro">{text}</h2>
      <p>
        Read the <a href="/docs/concepts/">concepts</a>.
      </p>
    </>
  );
}

const enhance = jest.fn((root: HTMLElement) => {
  root.setAttribute("data-enhanced", "");
  return () => root.removeAttribute("data-enhanced");
});

function page(path: string, text: string, aside = "") {
  return (
    <main>
      {aside && <p>{aside}</p>}
      <StaticContent page={path} enhance={enhance}>
        <Body text={text} />
      </StaticContent>
    </main>
  );
}

let container: HTMLDivElement;
let root: Root | undefined;

beforeEach(() => {
  jest.clearAllMocks();
  container = document.createElement("div");
  document.body.appendChild(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

/** Hydrates `element` over the server HTML of `server` (the same element unless a test wants a mismatch). */
function hydrate(element: React.ReactElement, server: React.ReactElement = element): unknown[] {
  container.innerHTML = renderToString(server);
  rendered.mockClear();
  const recoverable: unknown[] = [];
  act(() => {
    root = hydrateRoot(container, element, { onRecoverableError: (error) => recoverable.push(error) });
  });
  return recoverable;
}

it("keeps the server's HTML when the page hydrates, without rendering the body or any hydration error", () => {
  const serverHtml = renderToString(page("/docs/a/", "Alpha"));
  const errors = hydrate(page("/docs/a/", "Alpha"));

  expect(errors).toEqual([]);
  expect(rendered).not.toHaveBeenCalled();
  expect(container.innerHTML.replace(' data-enhanced=""', "")).toBe(serverHtml);
  expect(container.querySelector("h2")?.textContent).toBe("Alpha");
  expect(enhance).toHaveBeenCalledTimes(1);
});

it("follows the kept body's site links in the app", () => {
  hydrate(page("/docs/a/", "Alpha"));
  const link = container.querySelector("a") as HTMLAnchorElement;
  const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
  link.dispatchEvent(event);
  expect(event.defaultPrevented).toBe(true);
  expect(navigate).toHaveBeenCalledWith("/docs/concepts/", { replace: false });
});

it("renders the next page's body, not the kept one, when the template is reused", () => {
  hydrate(page("/docs/a/", "Alpha"));
  act(() => root?.render(page("/docs/b/", "Beta")));

  expect(rendered).toHaveBeenCalledWith("Beta");
  expect(container.querySelector("h2")?.textContent).toBe("Beta");
  expect(container.querySelectorAll("h2")).toHaveLength(1);
  expect(container.querySelector("[data-static-content]")?.getAttribute("data-static-content")).toBe("/docs/b/");
  // The new body is enhanced too; the kept one's clean-up ran.
  expect(enhance).toHaveBeenCalledTimes(2);
});

it("renders the body when there is no server HTML (a client-side navigation, gatsby develop)", () => {
  act(() => {
    root = createRoot(container);
    root.render(page("/docs/a/", "Alpha"));
  });
  expect(rendered).toHaveBeenCalledWith("Alpha");
  expect(container.querySelector("h2")?.textContent).toBe("Alpha");
  expect(enhance).toHaveBeenCalledTimes(1);

  // React owns these links (the MDX gives them to Gatsby's Link), so the body does not follow them itself.
  const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
  container.querySelector("a")?.dispatchEvent(event);
  expect(navigate).not.toHaveBeenCalled();
});

it("renders the body when hydration fails elsewhere on the page and React renders it all again", () => {
  const error = jest.spyOn(console, "error").mockImplementation(() => {});
  // Text that differs from the server's (an extension, a translation, a stale HTML cache) makes React drop the
  // server DOM and render the whole page on the client, while the server's body is still in the document.
  const errors = hydrate(page("/docs/a/", "Alpha", "client text"), page("/docs/a/", "Alpha", "server text"));
  error.mockRestore();

  expect(errors).not.toEqual([]);
  expect(rendered).toHaveBeenCalledWith("Alpha");
  expect(container.querySelector("h2")?.textContent).toBe("Alpha");
  expect(container.querySelector("main > p")?.textContent).toBe("client text");
});

it("renders the body when the server HTML holds no body for this page", () => {
  const error = jest.spyOn(console, "error").mockImplementation(() => {});
  const errors = hydrate(page("/docs/a/", "Alpha"), <main />);
  error.mockRestore();
  expect(errors).not.toEqual([]);
  expect(container.querySelector("h2")?.textContent).toBe("Alpha");
});
