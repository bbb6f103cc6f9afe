import { initials } from "./initials";

describe("initials", () => {
  it.each([
    ["Maria Okafor", "MO"],
    ["Priya  Raman", "PR"],
    ["Tomás Herrera", "TH"],
    ["Jean-Luc de la Cruz", "JC"],
    ["Cher", "C"],
    ["  ", ""],
  ])("%s is %s", (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
