/** Clicks on links in a content body: this site's pages go through navigate, everything else to the browser. */
import { enableSiteLinks } from "./siteLinks";

function body(html: string) {
  document.body.innerHTML = `<div id="root">${html}</div><a id="outside" href="/contact/">outside</a>`;
  const root = document.getElementById("root") as HTMLElement;
  const navigate = jest.fn();
  const stop = enableSiteLinks(root, navigate);
  // What a click leaves to the browser reaches the window not prevented; jsdom would try to load it, so it is
  // prevented there, last.
  const browser = jest.fn();
  const last = (event: Event) => {
    if (!event.defaultPrevented) browser();
    event.preventDefault();
  };
  const click = (selector: string, init: MouseEventInit = {}) => {
    const target = document.querySelector(selector) as HTMLElement;
    navigate.mockClear();
    browser.mockClear();
    const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
    window.addEventListener("click", last);
    target.dispatchEvent(event);
    window.removeEventListener("click", last);
    return { navigated: navigate.mock.calls.map((call) => call[0] as string), toBrowser: browser.mock.calls.length };
  };
  return { click, stop };
}

afterEach(() => {
  document.body.innerHTML = "";
});

test("a click on a link to this site's page, or on something inside it, navigates in the page with its query and fragment", () => {
  const { click } = body(
    '<p><a id="a" href="/plutus-payments/docs/webhooks/?v=2#retries"><code id="c">webhooks</code></a></p>',
  );
  expect(click("#c")).toEqual({ navigated: ["/plutus-payments/docs/webhooks/?v=2#retries"], toBrowser: 0 });
  expect(click("#a").navigated).toEqual(["/plutus-payments/docs/webhooks/?v=2#retries"]);
});

test("other sites, new tabs, downloads, modifier keys, other buttons, places on this page and links outside the body go to the browser", () => {
  const { click } = body(
    [
      '<a id="ext" href="https://status.example.com/">status</a>',
      '<a id="tab" href="/contact/" target="_blank">tab</a>',
      '<a id="file" href="/files/terms.pdf" download>terms</a>',
      '<a id="here" href="#retries">retries</a>',
      '<a id="page" href="/page/">page</a>',
    ].join(""),
  );
  for (const selector of ["#ext", "#tab", "#file", "#here", "#outside"])
    expect({ selector, ...click(selector) }).toEqual({ selector, navigated: [], toBrowser: 1 });
  for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }])
    expect(click("#page", init)).toEqual({ navigated: [], toBrowser: 1 });
});

test("once stopped, clicks go to the browser again", () => {
  const { click, stop } = body('<a id="page" href="/page/">page</a>');
  stop();
  expect(click("#page")).toEqual({ navigated: [], toBrowser: 1 });
});
