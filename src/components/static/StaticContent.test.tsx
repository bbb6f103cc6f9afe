/** StaticContent: server HTML adopted while hydrating (no React work inside), children rendered otherwise. */
import { TextEncoder } from "util";
import React, { act } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { navigate } from "gatsby";
import StaticContent from "./StaticContent";
import { hydrationFinished, hydrationStarted } from "./hydration";

// jsdom has no TextEncoder, which react-dom/server's browser build needs when it loads: provide Node's, then load it.
if (typeof globalThis.TextEncoder === "undefined") {
  Object.assign(globalThis, { TextEncoder });
}
// eslint-disable-next-line @typescript-eslint/no-var-requires
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server");

// Roots made by hand (not through testing-library) need this for act().
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const renders: string[] = [];

/** Records where it rendered; in the browser it also shows a different text, which must not appear when adopted. */
function Probe() {
  const where = typeof window === "undefined" ? "server" : "browser";
  renders.push(where);
  return <a href="/offerings/training/">{`Rendered on the ${where}`}</a>;
}

function Page() {
  return (
    <div>
      <h1>Title</h1>
      <StaticContent as="section" aria-label="Static part">
        <p>
          <Probe />
        </p>
      </StaticContent>
    </div>
  );
}

let container: HTMLDivElement;
let root: Root | undefined;

beforeEach(() => {
  renders.length = 0;
  (navigate as jest.Mock).mockClear();
  container = document.createElement("div");
  document.body.appendChild(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  hydrationFinished();
  container.remove();
});

/** renderToString runs in jsdom here, so it sees a window: render the server HTML with window hidden. */
function serverHtml(element: React.ReactElement): string {
  const win = global.window;
  // @ts-expect-error -- simulating the server for the probe's own check only
  delete global.window;
  try {
    return renderToString(element);
  } finally {
    global.window = win;
  }
}

describe("StaticContent", () => {
  it("keeps the server HTML on hydration without rendering its children in the browser", () => {
    const html = serverHtml(<Page />);
    expect(html).toContain("Rendered on the server");
    container.innerHTML = html;
    renders.length = 0;

    hydrationStarted();
    act(() => {
      root = hydrateRoot(container, <Page />);
    });
    hydrationFinished();

    expect(renders).toEqual([]);
    expect(container.querySelector("section")?.innerHTML).toBe(
      '<p><a href="/offerings/training/">Rendered on the server</a></p>',
    );
    expect(container.querySelector("section")?.getAttribute("aria-label")).toBe("Static part");
  });

  it("renders its children when it is not hydrating (client-side navigation)", () => {
    act(() => {
      root = createRoot(container);
      root.render(<Page />);
    });
    expect(renders).toContain("browser");
    expect(container.querySelector("section")?.textContent).toBe("Rendered on the browser");
  });

  it("navigates client-side when an internal link inside adopted HTML is clicked, and leaves other clicks alone", () => {
    container.innerHTML = serverHtml(<Page />);
    hydrationStarted();
    act(() => {
      root = hydrateRoot(container, <Page />);
    });
    hydrationFinished();

    const link = container.querySelector("a") as HTMLAnchorElement;
    const plain = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(plain);
    expect(plain.defaultPrevented).toBe(true);
    expect(navigate).toHaveBeenCalledWith("/offerings/training/");

    (navigate as jest.Mock).mockClear();
    const newTab = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    link.dispatchEvent(newTab);
    expect(newTab.defaultPrevented).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });
});
