/**
 * Colour-mode persistence and resolution. Pure functions over an injected Storage so they
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

/**
 * Runs in <head> before first paint so a pre-rendered page never flashes the wrong mode.
 * Keep in step with resolveInitialMode (an e2e test checks both agree).
 */
export const noFlashScript = `(function(){var d=document.documentElement,m=null;
try{var s=window.localStorage;m=s.getItem("${STORAGE_KEYS.themeMode}");
if(m!=="light"&&m!=="dark"){var p=s.getItem("${STORAGE_KEYS.darkMode}");m=p==="true"?"dark":p==="false"?"light":null}}catch(e){m=null}
if(!m){m=window.matchMedia&&window.matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"}
if(m==="dark"){d.classList.add("theme-ui-dark")}d.style.colorScheme=m})();`;
