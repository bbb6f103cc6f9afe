/** The docs search's keyboard shortcut: which keys ask for it, and which focused elements keep their keys. */
import { focusesSearch, isSearchShortcut, isTextField, modifierLabel } from "./searchShortcut";

const keys = (key: string, mods: Partial<Record<"ctrlKey" | "metaKey" | "altKey" | "shiftKey", boolean>> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe("isSearchShortcut", () => {
  it.each([
    ["/", {}, true],
    ["/", { shiftKey: true }, true], // layouts where '/' is Shift+7
    ["k", { ctrlKey: true }, true],
    ["K", { ctrlKey: true }, true], // Caps Lock
    ["k", { metaKey: true }, true], // Cmd-K
    ["k", {}, false],
    ["k", { ctrlKey: true, shiftKey: true }, false], // Firefox's web console
    ["k", { ctrlKey: true, altKey: true }, false],
    ["/", { ctrlKey: true }, false],
    ["/", { altKey: true }, false],
    ["?", {}, false],
  ] as const)("%s with %j: %s", (key, mods, expected) => {
    expect(isSearchShortcut(keys(key, mods))).toBe(expected);
  });
});

describe("isTextField", () => {
  it("is true where keys type text, false elsewhere", () => {
    document.body.innerHTML = `
      <input id="text"><input id="search" type="search"><input id="email" type="email">
      <input id="box" type="checkbox"><input id="submit" type="submit"><button id="button">b</button>
      <textarea id="area"></textarea><select id="select"><option>a</option></select>
      <div contenteditable="true"><span id="editable">x</span></div>
      <div contenteditable="false"><span id="fixed">x</span></div><a id="link" href="#x">x</a>`;
    const at = (id: string) => document.getElementById(id);
    for (const id of ["text", "search", "email", "area", "select", "editable"])
      expect([id, isTextField(at(id))]).toEqual([id, true]);
    for (const id of ["box", "submit", "button", "fixed", "link"])
      expect([id, isTextField(at(id))]).toEqual([id, false]);
    expect(isTextField(document.body)).toBe(false);
    expect(isTextField(null)).toBe(false);
  });
});

describe("focusesSearch", () => {
  it("takes the shortcut from the page, not from a field, nor one already handled or mid-composition", () => {
    document.body.innerHTML = `<input id="field"><p id="text">x</p>`;
    const seen: boolean[] = [];
    const listener = (e: KeyboardEvent) => seen.push(focusesSearch(e));
    document.addEventListener("keydown", listener);
    const press = (id: string, init: KeyboardEventInit) =>
      document
        .getElementById(id)!
        .dispatchEvent(new KeyboardEvent("keydown", { bubbles: true, cancelable: true, ...init }));
    press("text", { key: "/" });
    press("field", { key: "/" });
    press("field", { key: "k", ctrlKey: true });
    press("text", { key: "k", metaKey: true });
    press("text", { key: "/", isComposing: true });
    document.getElementById("text")!.addEventListener("keydown", (e) => e.preventDefault(), { once: true });
    press("text", { key: "/" });
    document.removeEventListener("keydown", listener);
    expect(seen).toEqual([true, false, false, true, false, false]);
  });
});

describe("modifierLabel", () => {
  it("is ⌘ on Apple systems and Ctrl+ elsewhere", () => {
    expect(modifierLabel("MacIntel")).toBe("⌘");
    expect(modifierLabel("macOS")).toBe("⌘");
    expect(modifierLabel("iPad")).toBe("⌘");
    expect(modifierLabel("Win32")).toBe("Ctrl+");
    expect(modifierLabel("Linux x86_64")).toBe("Ctrl+");
    expect(modifierLabel("")).toBe("Ctrl+");
  });
});
