import { css, type Theme } from "theme-ui";
import theme from ".";
import { colorVariable, rootStyles, withColorVariables } from "./colorVariables";

describe("withColorVariables", () => {
  const variableTheme = withColorVariables(theme);

  it("turns every color of the light scale into its custom property", () => {
    const colors = variableTheme.colors as Record<string, string>;
    expect(colors.primary).toBe("var(--theme-ui-colors-primary)");
    expect(colors.text).toBe("var(--theme-ui-colors-text)");
    expect(Object.keys(colors)).not.toContain("modes");
  });

  it("keeps the literal values in rawColors", () => {
    expect(variableTheme.rawColors).toBe(theme.colors);
  });

  it("refuses a nested color scale with the theme path in the message", () => {
    const bad = { colors: { text: "#000", gray: { light: "#eee" } } } as unknown as Theme;
    expect(() => withColorVariables(bad)).toThrow("theme.colors.gray: expected a color string, got object");
  });
});

describe("rootStyles", () => {
  const variableTheme = withColorVariables(theme);
  const resolved = css(rootStyles(variableTheme))(variableTheme) as Record<string, Record<string, unknown>> & {
    html: Record<string, unknown>;
  };
  const raw = theme.colors as Record<string, unknown> & { modes: { dark: Record<string, string> } };

  it("declares the light values on <html> and the dark ones under html.theme-ui-dark", () => {
    expect(resolved.html[colorVariable("background")]).toBe(raw.background);
    const dark = resolved.html["&.theme-ui-dark"] as Record<string, string>;
    expect(dark[colorVariable("background")]).toBe(raw.modes.dark.background);
    expect(dark[colorVariable("primary")]).toBe(raw.modes.dark.primary);
  });

  it("paints the page from the variables, so a mode switch is one class", () => {
    expect(resolved.html.color).toBe("var(--theme-ui-colors-text)");
    expect(resolved.html.backgroundColor).toBe("var(--theme-ui-colors-background)");
  });

  it("applies the theme's root styles, border-box sizing and no body margin", () => {
    expect(resolved.html.fontFamily).toBe((theme.fonts as Record<string, string>).body);
    expect(resolved["*"]).toEqual({ boxSizing: "border-box" });
    expect(resolved.body).toEqual({ margin: 0 });
  });
});
