/**
 * Every regular expression that reads what a calendar sends (and anyone can put in an invitation): the literals in
 * the source of the rules, the calendar model's helpers and the time readers, found by parsing the files, so a
 * pattern added later is checked without being listed; and the ones built at run time, listed here. With inputs
 * made to hurt a backtracking engine: long repeats of each character a pattern uses, ending in one that no pattern
 * accepts. Used by patterns.test.ts (the patterns' shapes) and the rule-patterns bench (their times at 100 k).
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { GLOBAL_OBJ_ID } from "../ical-uid";
import { ANY_LINK, PATTERNS } from "../meeting-links";

export interface NamedPattern {
  /** Where it is: "server/calendar/rules/evidence.ts:48". */
  name: string;
  re: RegExp;
}

const ROOT = path.resolve(__dirname, "../../../..");
export const SCANNED = ["server/calendar/rules", "core/calendar", "core/time"];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "testing" ? [] : sourceFiles(relative);
    return entry.name.endsWith(".ts") && !/\.test\.ts$/.test(entry.name) ? [relative] : [];
  });
}

function literalsOf(file: string): NamedPattern[] {
  const text = fs.readFileSync(path.join(ROOT, file), "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: NamedPattern[] = [];
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const literal = node.getText(source);
      const end = literal.lastIndexOf("/");
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      found.push({ name: `${file}:${line}`, re: new RegExp(literal.slice(1, end), literal.slice(end + 1)) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

export function rulePatterns(): NamedPattern[] {
  return [
    ...SCANNED.flatMap(sourceFiles).flatMap(literalsOf),
    ...PATTERNS.map((pattern) => ({ name: `meeting-links PATTERNS (${pattern.service})`, re: pattern.re })),
    { name: "meeting-links ANY_LINK", re: ANY_LINK },
    { name: "ical-uid GLOBAL_OBJ_ID", re: GLOBAL_OBJ_ID },
  ];
}

/** No pattern here accepts it, so every attempt runs to the end of the input and fails there. */
const END = "\u0000";

/** Characters of every class the patterns use: letters, digits, spaces, the punctuation of links and numbers. */
const PALETTE = [..."aZ9 \t\n.,;:-_/?#&=+()[]'’\"<>@%|!x", "\u00a0", "é"];

/**
 * Inputs of about `length` characters: each palette character repeated, the pairs a number or a link is made of
 * repeated ("1 ", "a.", "a-", "9.", "://"), and a plausible prefix before each (so anchored patterns get past
 * their start), each ending in END.
 */
export function adversarialInputs(length: number): string[] {
  const units = [...PALETTE, "1 ", "a.", "a-", "9.", "://", "a ", "1-", "1,", "# "];
  const prefixes = ["", "+", "tel:", "https://", "https://teams.microsoft.com/l/meetup-join/", "1 Main St "];
  const inputs: string[] = [];
  for (const prefix of prefixes) {
    for (const unit of units) inputs.push(prefix + unit.repeat(Math.ceil(length / unit.length)) + END);
  }
  return inputs;
}

/** Runs a pattern over an input as the rules do: a search (each match, for a global pattern) and a replace. */
export function runPattern(re: RegExp, input: string): void {
  re.lastIndex = 0;
  if (re.global) input.replace(re, "");
  else re.exec(input);
  re.lastIndex = 0;
}
