/**
 * `gatsby develop` (npm start) and a plain `npm run build` read the local services' URLs from the committed .env
 * files, which cannot import the registry: they must say what the registry says at its default ports, and the
 * stand-ins' OAuth clients (where the files set them) must be the ones the stand-ins accept by default.
 */
import fs from "node:fs";
import path from "node:path";
import dotenv from "dotenv";
import { SERVICES, buildSettingsFor } from "./services";

const ROOT = path.resolve(__dirname, "..");
const read = (name: string) => dotenv.parse(fs.readFileSync(path.join(ROOT, name), "utf8"));

describe.each([".env.development", ".env.production.defaults"])("%s", (file) => {
  const env = read(file);

  test("has every build setting of the registry at the default ports", () => {
    const wanted = buildSettingsFor({});
    const found = Object.fromEntries(Object.keys(wanted).map((name) => [name, env[name]]));
    expect(found).toEqual(wanted);
  });

  test("sets the stand-ins' OAuth clients, if at all, to what they accept by default", () => {
    for (const s of SERVICES) {
      const c = s.oauthClient;
      if (!c) continue;
      if (env[c.idVariable] !== undefined)
        expect(`${c.idVariable}=${env[c.idVariable]}`).toBe(`${c.idVariable}=${c.defaultId}`);
      if (env[c.secretVariable] !== undefined)
        expect(`${c.secretVariable}=${env[c.secretVariable]}`).toBe(`${c.secretVariable}=${c.defaultSecret}`);
    }
  });
});
