/** LoadingScreen: "Loading..." before mount, then the theme's six steps on a 100 ms timer under fake timers. */
import { TextEncoder } from "util";
import { act, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import LoadingScreen from "./LoadingScreen";
import { LOADING_THEMES, THEME_NAMES } from "./loadingSteps";
import { renderWithProviders } from "../../../test/renderWithProviders";

// jsdom has no TextEncoder, which react-dom/server's browser build needs when it loads: provide Node's, then load it.
if (typeof globalThis.TextEncoder === "undefined") {
  Object.assign(globalThis, { TextEncoder });
}
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server");

const mystic = LOADING_THEMES.mystic.messages;
const allMessages = THEME_NAMES.flatMap((name) => LOADING_THEMES[name].messages);
/** Math.random stand-in that picks the first theme, mystic. */
const first = () => 0;

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

function message(): string {
  return screen.getByTestId("loading-message").textContent ?? "";
}

/** Moves fake time on by `ms`, letting the interval fire and React re-render. */
function advance(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

describe("LoadingScreen before mount", () => {
  it("renders the generic 'Loading...' on the server, with no theme message or elapsed line", () => {
    const html = renderToString(<LoadingScreen random={first} />);
    expect(html).toContain("Loading...");
    expect(html).toContain('role="status"');
    expect(html).toContain('aria-live="polite"');
    for (const text of allMessages) expect(html).not.toContain(text);
    expect(html).not.toContain("Time elapsed");
  });

  it("hydrates the server HTML without a mismatch, then shows the theme's first message", () => {
    jest.useFakeTimers();
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const container = document.createElement("div");
    document.body.appendChild(container);
    container.innerHTML = renderToString(<LoadingScreen label="Loading your calendars" random={first} />);
    expect(container.textContent).toContain("Loading...");

    let root: ReturnType<typeof hydrateRoot> | undefined;
    act(() => {
      root = hydrateRoot(container, <LoadingScreen label="Loading your calendars" random={first} />);
    });
    expect(errors).not.toHaveBeenCalled();
    expect(container.textContent).toContain(mystic[0]);
    expect(container.textContent).toContain("Loading your calendars");

    act(() => root?.unmount());
    container.remove();
  });
});

describe("LoadingScreen after mount", () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });

  it("shows each of the six messages at 0, 1, 3, 5, 8 and 12 s", () => {
    renderWithProviders(<LoadingScreen random={first} />);
    expect(message()).toBe(mystic[0]);

    advance(999);
    expect(message()).toBe(mystic[0]);
    advance(1);
    expect(message()).toBe(mystic[1]);
    advance(1999);
    expect(message()).toBe(mystic[1]);
    advance(1);
    expect(message()).toBe(mystic[2]);
    advance(2000);
    expect(message()).toBe(mystic[3]);
    advance(3000);
    expect(message()).toBe(mystic[4]);
    advance(4000);
    expect(message()).toBe(mystic[5]);
    advance(60000);
    expect(message()).toBe(mystic[5]);
  });

  it("uses the theme the random function picks", () => {
    renderWithProviders(<LoadingScreen random={() => 0.85} />);
    expect(message()).toBe(LOADING_THEMES.cyberpunk.messages[0]);
    advance(3000);
    expect(message()).toBe(LOADING_THEMES.cyberpunk.messages[2]);
  });

  it("shows the elapsed line from 5 s, in whole seconds", () => {
    renderWithProviders(<LoadingScreen random={first} />);
    expect(screen.queryByText(/Time elapsed/)).toBeNull();
    advance(4900);
    expect(screen.queryByText(/Time elapsed/)).toBeNull();
    advance(100);
    expect(screen.getByText("Time elapsed: 5s")).toBeInTheDocument();
    advance(900);
    expect(screen.getByText("Time elapsed: 5s")).toBeInTheDocument();
    advance(100);
    expect(screen.getByText("Time elapsed: 6s")).toBeInTheDocument();
    advance(6000);
    expect(screen.getByText("Time elapsed: 12s")).toBeInTheDocument();
  });

  it("announces only the message: the status region holds no elapsed counter", () => {
    renderWithProviders(<LoadingScreen label="Loading your calendars" random={first} />);
    advance(5000);
    const status = screen.getByRole("status");
    expect(status).toHaveAttribute("aria-live", "polite");
    expect(status).toHaveTextContent(mystic[3]);
    expect(status).not.toHaveTextContent(/Time elapsed/);
    expect(status).not.toHaveTextContent("Loading your calendars");
    expect(screen.getByText("Loading your calendars")).toBeInTheDocument();
    expect(screen.getByTestId("loading-dots")).toHaveAttribute("aria-hidden", "true");
  });

  it("ticks on one 100 ms interval and clears it on unmount", () => {
    const setIntervalSpy = jest.spyOn(window, "setInterval");
    const clearIntervalSpy = jest.spyOn(window, "clearInterval");
    const { unmount } = renderWithProviders(<LoadingScreen random={first} />);
    expect(setIntervalSpy).toHaveBeenCalledTimes(1);
    expect(setIntervalSpy.mock.calls[0]?.[1]).toBe(100);
    expect(jest.getTimerCount()).toBe(1);
    const id = setIntervalSpy.mock.results[0]?.value;

    unmount();
    expect(clearIntervalSpy).toHaveBeenCalledWith(id);
    expect(jest.getTimerCount()).toBe(0);
  });

  it("turns the dots' animation off under prefers-reduced-motion", () => {
    renderWithProviders(<LoadingScreen random={first} />);
    expect(injectedCss()).toMatch(/@media\(prefers-reduced-motion:reduce\)\{[^{}]*>span\{[^}]*animation:none/);
  });

  it("colors the message with the step's light color, and its dark color under the dark mode class", () => {
    renderWithProviders(<LoadingScreen random={first} />);
    advance(8000);
    const colored = screen.getByRole("status").parentElement!;
    const { light, dark } = LOADING_THEMES.mystic.colors[4];
    const css = injectedCss();
    const classes = Array.from(colored.classList);
    expect(classes.some((c) => new RegExp(`\\.${c}\\{[^}]*color:${light};`).test(css))).toBe(true);
    expect(classes.some((c) => css.includes(`html.theme-ui-dark.${c}{color:${dark};}`))).toBe(true);
  });
});

/** Every rule emotion has injected, whitespace removed. Emotion may insert through the CSSOM, so read the rules. */
function injectedCss(): string {
  return Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText))
    .join("\n")
    .replace(/\s+/g, "");
}
