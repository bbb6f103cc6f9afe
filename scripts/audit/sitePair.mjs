/**
 * The command line the side-by-side tools share (compare.mjs, profile.mjs; scripts/audit.sh passes it): our served
 * site and the starter's, the starter's built pages and the number of runs, plus each tool's own options, read
 * with Node's `util.parseArgs`.
 */
import path from "node:path";
import { parseArgs } from "node:util";

/**
 * `tool` names the tool in messages; `options` are its own (util.parseArgs' shape). Returns the two sites
 * ({ name, base, public }), the runs and the tool's own values.
 */
export function sitePair(argv, tool, root, options = {}) {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        ours: { type: "string" },
        starter: { type: "string" },
        "starter-public": { type: "string" },
        runs: { type: "string" },
        ...options,
      },
      strict: true,
    }));
  } catch (error) {
    throw new Error(`${tool}: ${error.message}`);
  }
  if (!values.ours || !values.starter || !values["starter-public"])
    throw new Error(
      `${tool}: --ours URL --starter URL --starter-public DIR are required (scripts/audit.sh passes them)`,
    );
  return {
    ours: { name: "ours", base: values.ours.replace(/\/+$/, ""), public: path.join(root, "public") },
    starter: {
      name: "starter",
      base: values.starter.replace(/\/+$/, ""),
      public: path.resolve(values["starter-public"]),
    },
    runs: values.runs === undefined ? 5 : Math.max(1, Number(values.runs) || 1),
    values,
  };
}
