import { afterFirstPaintScript, deferEntryScriptsInHtml, NO_PAINT_FALLBACK_MS } from "./scriptsAfterFirstPaint";

const SOURCES = ["/webpack-runtime-0123456789abcdef0123.js", "/app-89abcdef012345670123.js"];

type PaintCallback = (list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void;

/** A stand-in for the browser's PerformanceObserver that lets a test deliver paint entries. */
function fakeObserver(supported: string[]) {
  const observers: { callback: PaintCallback; options: unknown; disconnected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = supported;
    private entry: (typeof observers)[number];
    constructor(callback: PaintCallback) {
      this.entry = { callback, options: undefined, disconnected: false };
      observers.push(this.entry);
    }
    observe(options: unknown) {
      this.entry.options = options;
    }
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  const paint = (name: string) => {
    for (const o of observers.filter((x) => !x.disconnected)) {
      o.callback(
        { getEntriesByName: (n) => (n === name ? [{ name }] : []) },
        { disconnect: () => (o.disconnected = true) },
      );
    }
  };
  return { FakeObserver, observers, paint };
}

const addedScripts = () => [...document.body.querySelectorAll("script")].map((s) => s.getAttribute("src"));

function run(script: string) {
  // The inline script exactly as the page runs it.
  new Function(script)();
}

describe("afterFirstPaintScript", () => {
  const original = (window as { PerformanceObserver?: unknown }).PerformanceObserver;
  beforeEach(() => {
    document.body.innerHTML = "";
    jest.useFakeTimers();
  });
  afterEach(() => {
    (window as { PerformanceObserver?: unknown }).PerformanceObserver = original;
    jest.useRealTimers();
  });

  it("adds the scripts, in order and async, only when the first contentful paint is reported", () => {
    const fake = fakeObserver(["paint", "navigation"]);
    (window as { PerformanceObserver?: unknown }).PerformanceObserver = fake.FakeObserver;
    run(afterFirstPaintScript(SOURCES));

    expect(fake.observers).toHaveLength(1);
    expect(fake.observers[0]?.options).toEqual({ type: "paint", buffered: true });
    expect(addedScripts()).toEqual([]);

    fake.paint("first-paint");
    expect(addedScripts()).toEqual([]);

    fake.paint("first-contentful-paint");
    expect(addedScripts()).toEqual(SOURCES);
    expect([...document.body.querySelectorAll("script")].every((s) => s.async)).toBe(true);
    expect(fake.observers[0]?.disconnected).toBe(true);

    // Neither a late load-event fallback nor another report adds them twice.
    window.dispatchEvent(new Event("load"));
    jest.advanceTimersByTime(NO_PAINT_FALLBACK_MS);
    expect(addedScripts()).toEqual(SOURCES);
  });

  it("adds them at once where paint timing is not reported", () => {
    (window as { PerformanceObserver?: unknown }).PerformanceObserver = fakeObserver(["navigation"]).FakeObserver;
    run(afterFirstPaintScript(SOURCES));
    expect(addedScripts()).toEqual(SOURCES);
  });

  it("adds them at once where there is no PerformanceObserver at all", () => {
    delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
    run(afterFirstPaintScript(SOURCES));
    expect(addedScripts()).toEqual(SOURCES);
  });

  it("adds them after the load event and the fallback delay when the page never paints", () => {
    (window as { PerformanceObserver?: unknown }).PerformanceObserver = fakeObserver(["paint"]).FakeObserver;
    run(afterFirstPaintScript(SOURCES));
    window.dispatchEvent(new Event("load"));
    jest.advanceTimersByTime(NO_PAINT_FALLBACK_MS - 1);
    expect(addedScripts()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(addedScripts()).toEqual(SOURCES);
  });

  it("cannot be closed early by a source", () => {
    expect(afterFirstPaintScript(["/x-0123456789abcdef0123.js?</script><script>alert(1)"])).not.toContain("</script>");
  });
});

describe("deferEntryScriptsInHtml", () => {
  // The end of a page as Gatsby 5 writes it: its scripts slice stitched in between comments.
  const page = (scripts: string) =>
    `<html><body><div id="___gatsby"><main>Hi</main></div>` +
    `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>` +
    `<!-- slice-start id="_gatsby-scripts-1" -->\n          <script\n            id="gatsby-chunk-mapping"\n          >\n` +
    `            window.___chunkMapping="{}";\n          </script>\n        ` +
    `<script>window.___webpackCompilationHash="f49dbbb37b2363ebcecb";</script>${scripts}` +
    `<!-- slice-end id="_gatsby-scripts-1" --></body></html>`;
  const entry = SOURCES.map((src) => `<script src="${src}" async></script>`).join("");

  it("replaces the slice's async entry scripts with one inline script at the place of the first", () => {
    const polyfill = `<script src="/polyfill-0123456789abcdef0123.js" nomodule></script>`;
    const { html, sources } = deferEntryScriptsInHtml(page(polyfill + entry));
    expect(sources).toEqual(SOURCES);
    expect(html).toBe(page(`${polyfill}<script>${afterFirstPaintScript(SOURCES)}</script>`));
  });

  it("leaves a page alone when it has no such scripts, so running it twice changes nothing", () => {
    const once = deferEntryScriptsInHtml(page(entry)).html;
    expect(deferEntryScriptsInHtml(once)).toEqual({ html: once, sources: [] });
  });

  it("touches no script outside Gatsby's scripts slice, and no unhashed one", () => {
    const outside = `<html><body><script src="${SOURCES[0]}" async></script></body></html>`;
    expect(deferEntryScriptsInHtml(outside)).toEqual({ html: outside, sources: [] });
    const dev = page(`<script src="/commons.js" async></script>`);
    expect(deferEntryScriptsInHtml(dev)).toEqual({ html: dev, sources: [] });
  });
});
