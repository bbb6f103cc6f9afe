/** The site's navigation facts: every link of the top bar has its place in the one order both menus follow. */
import { isMainMenuName, mainMenu, phoneHref, primaryNav } from "./site";

test("mainMenu places every primaryNav link and the two menus once each, and nothing else", () => {
  expect([...mainMenu].sort()).toEqual([...Object.keys(primaryNav), "products", "services"].sort());
  expect(mainMenu.filter(isMainMenuName)).toEqual(["services", "products"]);
});

test("phoneHref keeps the digits and a leading +", () => {
  expect(phoneHref("+1 (555) 010-4200")).toBe("tel:+15550104200");
  expect(phoneHref("555.010.4300")).toBe("tel:5550104300");
});
