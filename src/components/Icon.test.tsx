import React from "react";
import fs from "node:fs";
import path from "node:path";
import { render } from "@testing-library/react";
import Icon, { isIconName, SPRITE_ICONS } from "./Icon";

const spriteFile = path.join(__dirname, "../../static/icons.svg");

function spriteSymbols(): Element[] {
  const doc = new DOMParser().parseFromString(fs.readFileSync(spriteFile, "utf8"), "image/svg+xml");
  expect(doc.querySelector("parsererror")).toBeNull();
  return Array.from(doc.documentElement.children).filter((el) => el.tagName === "symbol");
}

describe("Icon", () => {
  it("has one symbol in static/icons.svg per sprite icon, each a 24-unit square with one path", () => {
    const symbols = spriteSymbols();
    expect(symbols.map((s) => s.id)).toEqual([...SPRITE_ICONS]);
    for (const symbol of symbols) {
      expect(symbol.getAttribute("viewBox")).toBe("0 0 24 24");
      const paths = symbol.querySelectorAll("path");
      expect(paths).toHaveLength(1);
      expect(paths[0]?.getAttribute("d")).toMatch(/^M[\d.]/);
    }
  });

  it("draws the top bar's icons inline and the others from the sprite", () => {
    const { container } = render(
      <>
        <Icon name="menu" />
        <Icon name="cloud" size={32} label="Cloud" />
      </>,
    );
    const [menu, cloud] = Array.from(container.querySelectorAll("svg"));
    expect(menu?.querySelector("path")?.getAttribute("d")).toBe("M3 12L21 12M3 6L21 6M3 18L21 18");
    expect(menu?.getAttribute("aria-hidden")).toBe("true");
    expect(cloud?.querySelector("path")).toBeNull();
    expect(cloud?.querySelector("use")?.getAttribute("href")).toBe("/icons.svg#cloud");
    expect(cloud?.getAttribute("width")).toBe("32");
    expect(cloud?.getAttribute("aria-label")).toBe("Cloud");
  });

  it("knows the names content may use, inline or in the sprite, and no others", () => {
    expect(isIconName("chevronDown")).toBe(true);
    expect(isIconName("LinkedIn")).toBe(true);
    expect(isIconName("toString")).toBe(false);
    expect(isIconName("rocket")).toBe(false);
  });
});
