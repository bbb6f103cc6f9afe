import {
  STORAGE_KEYS,
  readStoredPreference,
  resolveInitialMode,
  writePreference,
  applyModeToDocument,
} from "./colorMode";

function memoryStorage(init: Record<string, string> = {}) {
  const data = new Map(Object.entries(init));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
}

describe("color mode preference", () => {
  it("follows the system when nothing is stored", () => {
    expect(resolveInitialMode(memoryStorage(), true)).toEqual({ mode: "dark", preferred: false });
    expect(resolveInitialMode(memoryStorage(), false)).toEqual({ mode: "light", preferred: false });
  });

  it("prefers the stored theme mode over the system", () => {
    expect(resolveInitialMode(memoryStorage({ [STORAGE_KEYS.themeMode]: "light" }), true)).toEqual({
      mode: "light",
      preferred: true,
    });
  });

  it("falls back to the dark-mode flag when the theme mode is missing or invalid", () => {
    const s = memoryStorage({ [STORAGE_KEYS.themeMode]: "purple", [STORAGE_KEYS.darkMode]: "true" });
    expect(readStoredPreference(s)).toEqual({ mode: "dark", preferred: true });
  });

  it("ignores a storage that throws", () => {
    const throwing = {
      getItem: () => {
        throw new Error("denied");
      },
    };
    expect(resolveInitialMode(throwing, true)).toEqual({ mode: "dark", preferred: false });
  });

  it("writes all three keys", () => {
    const s = memoryStorage();
    writePreference(s, "dark");
    expect(Object.fromEntries(s.data)).toEqual({
      [STORAGE_KEYS.themeMode]: "dark",
      [STORAGE_KEYS.darkMode]: "true",
      [STORAGE_KEYS.density]: "comfortable",
    });
  });

  it("switches the html class both ways", () => {
    applyModeToDocument(document, "dark");
    expect(document.documentElement.classList.contains("theme-ui-dark")).toBe(true);
    applyModeToDocument(document, "light");
    expect(document.documentElement.classList.contains("theme-ui-dark")).toBe(false);
    expect(document.documentElement.style.colorScheme).toBe("light");
  });
});
