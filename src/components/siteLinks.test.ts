import { followSiteLinks, inAppPath, isSitePath, withoutPrefix, type LinkClick } from "./siteLinks";

const plainClick: LinkClick = {
  button: 0,
  defaultPrevented: false,
  metaKey: false,
  altKey: false,
  ctrlKey: false,
  shiftKey: false,
};
const link = (href: string, extra: Partial<{ target: string; download: boolean }> = {}) => ({
  href,
  target: "",
  download: false,
  ...extra,
});

describe("isSitePath", () => {
  it("is true for paths on this site only", () => {
    expect(isSitePath("/plutus-payments/docs/concepts/")).toBe(true);
    expect(isSitePath("/contact/?topic=training#form")).toBe(true);
    expect(isSitePath("//cdn.example.com/x")).toBe(false);
    expect(isSitePath("https://example.com/")).toBe(false);
    expect(isSitePath("#webhooks")).toBe(false);
    expect(isSitePath("mailto:hello@example.com")).toBe(false);
    expect(isSitePath("")).toBe(false);
  });
});

describe("inAppPath", () => {
  it("opens a plain left click on a site link in the app", () => {
    expect(inAppPath(plainClick, link("/bulk-remind/docs/faq/#limits"))).toBe("/bulk-remind/docs/faq/#limits");
  });

  it.each([
    ["another site", plainClick, link("https://example.com/")],
    ["a place on this page", plainClick, link("#errors")],
    ["a link with a target", plainClick, link("/about/", { target: "_blank" })],
    ["a download", plainClick, link("/report.pdf", { download: true })],
    ["the middle button", { ...plainClick, button: 1 }, link("/about/")],
    ["a click already handled", { ...plainClick, defaultPrevented: true }, link("/about/")],
    ["ctrl (new tab)", { ...plainClick, ctrlKey: true }, link("/about/")],
    ["meta (new tab)", { ...plainClick, metaKey: true }, link("/about/")],
    ["shift (new window)", { ...plainClick, shiftKey: true }, link("/about/")],
    ["alt (download)", { ...plainClick, altKey: true }, link("/about/")],
  ])("leaves %s to the browser", (_name, click, target) => {
    expect(inAppPath(click, target)).toBeNull();
  });
});

describe("followSiteLinks", () => {
  function setUp() {
    document.body.innerHTML = `
      <div id="root">
        <p>See <a href="/plutus-payments/docs/concepts/?v=2#idempotency"><code>concepts</code></a>,
        <a href="https://example.com/">elsewhere</a> and <a href="#top">the top</a>.</p>
      </div>
      <a id="outside" href="/about/">About</a>`;
    const root = document.getElementById("root") as HTMLElement;
    const app = { navigate: jest.fn(), prefetch: jest.fn() };
    const stop = followSiteLinks(root, app);
    return { root, app, stop };
  }

  function click(target: Element, init: MouseEventInit = {}): MouseEvent {
    const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
    target.dispatchEvent(event);
    return event;
  }

  it("navigates in the app on a click inside a site link, and the browser does not load the page", () => {
    const { root, app } = setUp();
    const event = click(root.querySelector("code") as Element);
    expect(event.defaultPrevented).toBe(true);
    expect(app.navigate).toHaveBeenCalledWith("/plutus-payments/docs/concepts/?v=2#idempotency", { replace: false });
  });

  it("replaces the history entry when the link opens the page that is open", () => {
    const { root, app } = setUp();
    root.querySelector("a")?.setAttribute("href", window.location.pathname);
    click(root.querySelector("a") as Element);
    expect(app.navigate).toHaveBeenCalledWith(window.location.pathname, { replace: true });
  });

  it("leaves other links, modified clicks and links outside its root to the browser", () => {
    const { root, app } = setUp();
    const [, external, hash] = Array.from(root.querySelectorAll("a"));
    expect(click(external as Element).defaultPrevented).toBe(false);
    expect(click(hash as Element).defaultPrevented).toBe(false);
    expect(click(root.querySelector("code") as Element, { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(click(document.getElementById("outside") as Element).defaultPrevented).toBe(false);
    expect(app.navigate).not.toHaveBeenCalled();
  });

  it("fetches a site link's page when the pointer rests on it, without its query or fragment", () => {
    const { root, app } = setUp();
    root.querySelector("code")?.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
    root.querySelectorAll("a")[1]?.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
    expect(app.prefetch).toHaveBeenCalledTimes(1);
    expect(app.prefetch).toHaveBeenCalledWith("/plutus-payments/docs/concepts/");
  });

  it("stops when asked", () => {
    const { root, app, stop } = setUp();
    stop();
    expect(click(root.querySelector("a") as Element).defaultPrevented).toBe(false);
    expect(app.navigate).not.toHaveBeenCalled();
  });
});

describe("withoutPrefix", () => {
  it("takes the site's path prefix off an href, as Gatsby's navigate wants it", () => {
    expect(withoutPrefix("/blog/docs/faq/#limits", "/blog")).toBe("/docs/faq/#limits");
    expect(withoutPrefix("/blog", "/blog")).toBe("/");
    expect(withoutPrefix("/blogroll/", "/blog")).toBe("/blogroll/");
    expect(withoutPrefix("/docs/faq/", "")).toBe("/docs/faq/");
  });
});
