/**
 * `npx tsx scripts/outputs-to-env.ts outputs.json [--stack NorthwindSite] [--out site.env]`: the file `cdk deploy
 * --outputs-file outputs.json` wrote becomes site.env for `netlify env:import site.env`, and the variables to set
 * by hand are printed with how to get each.
 */
import fs from "fs";
import { dotenvText, siteEnvironment, stackOutputs } from "../lib/environment";

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

function main(args: string[]): void {
  const input = args.find((a, i) => !a.startsWith("--") && !args[i - 1]?.startsWith("--"));
  if (!input) {
    console.error("usage: outputs-to-env.ts <outputs.json> [--stack NAME] [--out site.env]");
    process.exit(2);
  }
  const out = option(args, "--out") ?? "site.env";
  const outputs = stackOutputs(JSON.parse(fs.readFileSync(input, "utf8")), option(args, "--stack"));
  const { env, byHand } = siteEnvironment(outputs);
  fs.writeFileSync(out, dotenvText(env));
  console.log(`Wrote ${Object.keys(env).length} variables to ${out}: netlify env:import ${out}`);
  console.log("Then set these by hand (netlify env:set NAME value, or the site's settings):");
  for (const { names, how } of byHand) console.log(`  ${names.join(", ")}: ${how}`);
}

main(process.argv.slice(2));
