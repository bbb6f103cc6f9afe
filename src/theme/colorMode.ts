/**
 * Color-mode persistence and resolution. Pure functions over an injected Storage so they
 * can be tested alone; the same rules are inlined in the pre-paint head script (noFlashScript).
 */

export type ColorMode = "light" | "dark";

/** The three stored keys of the spec: dark-mode preference, density preference and theme mode. */
export const STORAGE_KEYS = {
  darkMode: "darkModePreference",
  density: "densityPreference",
  themeMode: "themeMode",
} as const;

export const DEFAULT_DENSITY = "comfortable";

export interface StoredPreference {
  mode: ColorMode;
  /** True when the user chose the mode; false when it follows the system. */
  preferred: boolean;
}

type ReadableStorage = Pick<Storage, "getItem">;
type WritableStorage = Pick<Storage, "setItem">;

export function isColorMode(value: unknown): value is ColorMode {
  return value === "light" || value === "dark";
}

export function readStoredPreference(storage: ReadableStorage | undefined): StoredPreference | null {
  if (!storage) return null;
  try {
    const mode = storage.getItem(STORAGE_KEYS.themeMode);
    if (isColorMode(mode)) return { mode, preferred: true };
    const dark = storage.getItem(STORAGE_KEYS.darkMode);
    if (dark === "true" || dark === "false") return { mode: dark === "true" ? "dark" : "light", preferred: true };
  } catch {
    // Storage can throw (privacy mode, disabled cookies): fall back to the system preference.
  }
  return null;
}

export function resolveInitialMode(storage: ReadableStorage | undefined, systemPrefersDark: boolean): StoredPreference {
  return readStoredPreference(storage) ?? { mode: systemPrefersDark ? "dark" : "light", preferred: false };
}

export function writePreference(
  storage: WritableStorage | undefined,
  mode: ColorMode,
  density = DEFAULT_DENSITY,
): void {
  if (!storage) return;
  try {
    storage.setItem(STORAGE_KEYS.themeMode, mode);
    storage.setItem(STORAGE_KEYS.darkMode, String(mode === "dark"));
    storage.setItem(STORAGE_KEYS.density, density);
  } catch {
    // A full or disabled storage must not break the toggle; the mode still applies for this visit.
  }
}

/** theme-ui's CSS for a non-initial mode is scoped to `html.theme-ui-<mode>`. */
export function applyModeToDocument(doc: Document, mode: ColorMode): void {
  const root = doc.documentElement;
  root.classList.toggle("theme-ui-dark", mode === "dark");
  root.style.colorScheme = mode;
}

/** What marks the theme toggle button, for the head script's click handler. */
export const THEME_TOGGLE_ATTRIBUTE = "data-theme-toggle";

/** The mode the page shows now: the head script and the toggle set it on <html>. */
export function documentMode(doc: Document): ColorMode {
  return doc.documentElement.classList.contains("theme-ui-dark") ? "dark" : "light";
}

/**
 * Runs in <head> before first paint so a pre-rendered page never flashes the wrong mode (keep in step with
 * resolveInitialMode; an e2e test checks both agree). It also runs the theme toggle until the page's scripts take
 * it over, so the first tap works: a click the page's own handler took is marked handled (`preventDefault`), and
 * this handler leaves it alone. With scripting off the toggle is not shown (gatsby-ssr's noscript style).
 */
export const noFlashScript = `(function(){var d=document.documentElement,m=null,s=null;
try{s=window.localStorage;m=s.getItem("${STORAGE_KEYS.themeMode}");
if(m!=="light"&&m!=="dark"){var p=s.getItem("${STORAGE_KEYS.darkMode}");m=p==="true"?"dark":p==="false"?"light":null}}catch(e){m=null}
if(!m){m=window.matchMedia&&window.matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"}
if(m==="dark"){d.classList.add("theme-ui-dark")}d.style.colorScheme=m;
document.addEventListener("click",function(e){var t=e.target;
if(e.defaultPrevented||!t||!t.closest||!t.closest("[${THEME_TOGGLE_ATTRIBUTE}]"))return;
var n=d.classList.contains("theme-ui-dark")?"light":"dark";d.classList.toggle("theme-ui-dark",n==="dark");d.style.colorScheme=n;
try{s.setItem("${STORAGE_KEYS.themeMode}",n);s.setItem("${STORAGE_KEYS.darkMode}",String(n==="dark"));s.setItem("${STORAGE_KEYS.density}","${DEFAULT_DENSITY}")}catch(x){}})})();`;
