import TerserPlugin from "terser-webpack-plugin";
import { withSwcMinifier } from "./swc-minifier";

type Options = {
  minimizer: { implementation: typeof TerserPlugin.swcMinify; options: Record<string, unknown> };
  exclude: RegExp;
};
const optionsOf = (plugin: unknown) => (plugin as { options: Options }).options;

describe("withSwcMinifier", () => {
  it("swaps Gatsby's Terser for SWC with the same options, and keeps every other minimizer where it was", () => {
    const css = { apply() {} };
    const [js, kept] = withSwcMinifier([new TerserPlugin({ exclude: /\.min\.js/ }), css]);
    expect(js).toBeInstanceOf(TerserPlugin);
    expect(optionsOf(js).minimizer.implementation).toBe(TerserPlugin.swcMinify);
    expect(optionsOf(js).exclude.test("vendor.min.js")).toBe(true);
    expect(kept).toBe(css);
    expect(withSwcMinifier([css])).toEqual([css]);
  });

  it("minifies ES5 as ES5 with those options: names mangled, nothing newer than the input", async () => {
    const [js] = withSwcMinifier([new TerserPlugin()]);
    const { implementation, options } = optionsOf(js).minimizer;
    const input =
      "function greet(personName) { var message = 'Hello, ' + personName; return message; }\nwindow.greet = greet;";
    const result = await implementation({ "app.js": input }, undefined, options, false);
    expect(result.errors ?? []).toEqual([]);
    expect(result.code).not.toContain("personName");
    expect(result.code).not.toMatch(/=>|\blet\b|\bconst\b|`/);
    expect(new Function("window", `${result.code}; return window.greet("Ada");`)({})).toBe("Hello, Ada");
  });
});
