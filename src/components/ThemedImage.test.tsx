/** ThemedImage: one lazy picture per theme, each at its size; which one shows is CSS on <html>'s dark class. */
import { render } from "@testing-library/react";
import ThemedImage from "./ThemedImage";

function injectedCss(): string {
  return Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText))
    .join("\n");
}

it("renders the light and the dark picture, both lazy and sized, the dark one hidden unless <html> is dark", () => {
  const { container } = render(
    <ThemedImage source={{ light: "/a.svg", dark: "/a-dark.svg", width: 184, height: 48 }} alt="AWS Partner" />,
  );
  const [light, dark] = Array.from(container.querySelectorAll("img"));
  for (const img of [light!, dark!]) {
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).toHaveAttribute("width", "184");
    expect(img).toHaveAttribute("height", "48");
    expect(img).toHaveAttribute("alt", "AWS Partner");
  }
  expect(light).toHaveAttribute("src", "/a.svg");
  expect(dark).toHaveAttribute("src", "/a-dark.svg");
  const css = injectedCss().replace(/\s+/g, "");
  const [lightClass, darkClass] = [light!, dark!].map((img) =>
    img.className.split(" ").find((c) => c.startsWith("css-")),
  );
  expect(css).toContain(`.${lightClass}{display:block;}`);
  expect(css).toContain(`html.theme-ui-dark.${lightClass}{display:none;}`);
  expect(css).toContain(`.${darkClass}{display:none;}`);
  expect(css).toContain(`html.theme-ui-dark.${darkClass}{display:block;}`);
});
