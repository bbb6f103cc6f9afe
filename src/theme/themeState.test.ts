import themeReducer, { initialThemeState, modeChosen, modeToggled, systemModeChanged } from "./themeState";
import { createThemeStore } from "./themeStore";

describe("theme slice", () => {
  it("toggles between light and dark and remembers the choice", () => {
    const dark = themeReducer(initialThemeState, modeToggled());
    expect(dark).toEqual({ mode: "dark", preferred: true });
    expect(themeReducer(dark, modeToggled())).toEqual({ mode: "light", preferred: true });
    expect(themeReducer(initialThemeState, modeChosen("dark"))).toEqual({ mode: "dark", preferred: true });
  });

  it("follows the system scheme only until the user has chosen", () => {
    const followed = themeReducer(initialThemeState, systemModeChanged("dark"));
    expect(followed).toEqual({ mode: "dark", preferred: false });
    const chosen = themeReducer(initialThemeState, modeChosen("light"));
    expect(themeReducer(chosen, systemModeChanged("dark"))).toBe(chosen);
  });
});

describe("theme store", () => {
  function fakeWindow(stored: Record<string, string>, systemDark: boolean) {
    const listeners: ((e: { matches: boolean }) => void)[] = [];
    const storage = {
      getItem: (k: string) => stored[k] ?? null,
      setItem: (k: string, v: string) => {
        stored[k] = v;
      },
    };
    const win = {
      localStorage: storage,
      document,
      matchMedia: () => ({
        matches: systemDark,
        addEventListener: (_: string, l: (typeof listeners)[0]) => listeners.push(l),
      }),
    } as unknown as Window;
    return { win, stored, systemChanges: (dark: boolean) => listeners.forEach((l) => l({ matches: dark })) };
  }
  afterEach(() => document.documentElement.classList.remove("theme-ui-dark"));

  it("starts from the stored choice, and a choice repaints <html>, is stored and is told to subscribers", () => {
    const { win, stored } = fakeWindow({ themeMode: "dark" }, false);
    const store = createThemeStore(win);
    expect(store.getState()).toEqual({ mode: "dark", preferred: true });
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.getState().mode));
    store.dispatch(modeChosen("light"));
    store.dispatch(modeChosen("light")); // no change: no one is told
    expect(seen).toEqual(["light"]);
    expect(stored.themeMode).toBe("light");
    expect(document.documentElement).not.toHaveClass("theme-ui-dark");
    store.dispatch(modeToggled());
    expect([stored.themeMode, document.documentElement.classList.contains("theme-ui-dark")]).toEqual(["dark", true]);
  });

  it("follows the system scheme, without storing it, until the visitor chooses", () => {
    const { win, stored, systemChanges } = fakeWindow({}, false);
    const store = createThemeStore(win);
    expect(store.getState()).toEqual({ mode: "light", preferred: false });
    systemChanges(true);
    expect(store.getState()).toEqual({ mode: "dark", preferred: false });
    expect(document.documentElement).toHaveClass("theme-ui-dark");
    expect(stored).toEqual({});
    store.dispatch(modeChosen("light"));
    systemChanges(true);
    expect(store.getState()).toEqual({ mode: "light", preferred: true });
  });
});
