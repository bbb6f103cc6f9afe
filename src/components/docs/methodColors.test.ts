/** The method badges stay readable: each method's text on its badge at WCAG AA (4.5:1), light and dark. */
import { contrast } from "../../theme/contrast";
import { HTTP_METHODS, METHOD_COLORS, isHttpMethod, methodBadgeStyles, methodClass } from "./methodColors";

describe("the API reference's method badges", () => {
  it.each(HTTP_METHODS)("%s reads at AA contrast in light and dark", (method) => {
    const { light, dark } = METHOD_COLORS[method];
    expect(contrast(light.text, light.bg)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(dark.text, dark.bg)).toBeGreaterThanOrEqual(4.5);
  });

  it("gives every method a color of its own in each scheme", () => {
    for (const scheme of ["light", "dark"] as const) {
      const texts = HTTP_METHODS.map((m) => METHOD_COLORS[m][scheme].text);
      expect(new Set(texts).size).toBe(HTTP_METHODS.length);
    }
  });

  it("styles each badge class in both schemes", () => {
    expect(methodClass("DELETE")).toBe("method-delete");
    const styles = methodBadgeStyles as Record<string, unknown>;
    expect(styles[".method-get"]).toEqual({ color: "#0b4f9e", bg: "#e6f0fb", borderColor: "#0b4f9e" });
    expect(styles["html.theme-ui-dark & .method-delete"]).toMatchObject({ color: "#ffb4ab" });
  });

  it("knows the methods by their upper-case names only", () => {
    expect(isHttpMethod("PATCH")).toBe(true);
    expect(isHttpMethod("patch")).toBe(false);
    expect(isHttpMethod("PSOT")).toBe(false);
  });
});
