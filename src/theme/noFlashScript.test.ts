/**
 * The head script (noFlashScript): the mode it paints, and the theme toggle it runs until the page's own handler
 * takes a click over. Its own file: the script adds a listener to the document for the rest of the test run.
 */
import { noFlashScript, THEME_TOGGLE_ATTRIBUTE } from "./colorMode";

function button(): HTMLButtonElement {
  const b = document.createElement("button");
  b.setAttribute(THEME_TOGGLE_ATTRIBUTE, "");
  b.innerHTML = "<svg><path></path></svg>";
  document.body.append(b);
  return b;
}

beforeAll(() => {
  localStorage.setItem("themeMode", "dark");
  new Function(noFlashScript)();
});

it("paints the stored mode before anything else runs", () => {
  expect(document.documentElement).toHaveClass("theme-ui-dark");
  expect(document.documentElement.style.colorScheme).toBe("dark");
});

it("switches the mode on a tap anywhere in the toggle and stores it, before the page runs", () => {
  const toggle = button();
  toggle.querySelector("path")!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
  expect(document.documentElement).not.toHaveClass("theme-ui-dark");
  expect(localStorage.getItem("themeMode")).toBe("light");
  expect(localStorage.getItem("darkModePreference")).toBe("false");
  toggle.click();
  expect(document.documentElement).toHaveClass("theme-ui-dark");
});

it("leaves a click alone once the page's handler took it (no second switch) and ignores other buttons", () => {
  const toggle = button();
  toggle.addEventListener("click", (e) => e.preventDefault());
  toggle.click();
  expect(document.documentElement).toHaveClass("theme-ui-dark");
  const other = document.createElement("button");
  document.body.append(other);
  other.click();
  expect(document.documentElement).toHaveClass("theme-ui-dark");
});
