/**
 * What differs from one deployment to the next, read from CDK context (`cdk deploy -c siteUrl=https://…`, or
 * cdk.json's "context"), each with a default that deploys and whose outputs pass the site's deployment check.
 * Synthesis stays offline: nothing here looks anything up in an AWS account.
 */
import { POOL, type FirstFactor } from "../../core/cognito/poolDefinition";

export interface DeploymentParameters {
  /** The site's origin (https, no path): callback and sign-out URLs, the passkey relying party, SITE_URL. */
  siteUrl: string;
  /** The hosted UI's address: https://<prefix>.auth.<region>.amazoncognito.com. */
  hostedUiDomainPrefix: string;
  /** The region the stack, and so the pool, the table and the SES identity, live in. */
  region: string;
  /** First factors besides the password, which Cognito always allows. */
  firstFactors: readonly FirstFactor[];
  /** Google on the hosted UI; its client id and secret come from this Secrets Manager secret. Empty: no Google. */
  googleSecretName: string;
  /** The security e-mails' sender: an address of an SES-verified identity in `region`. */
  mailFrom: string;
  mailFromName: string;
}

export const DEFAULT_SITE_URL = "https://www.northwind-consulting.example";

export const CONTEXT_KEYS = {
  siteUrl: "siteUrl",
  hostedUiDomainPrefix: "hostedUiDomainPrefix",
  region: "region",
  firstFactors: "firstFactors",
  googleSecretName: "googleSecretName",
  mailFrom: "mailFrom",
  mailFromName: "mailFromName",
} as const satisfies Record<keyof DeploymentParameters, string>;

const FACTORS: readonly FirstFactor[] = ["password", "emailOtp", "passkey"];

/** The parameters from context values (strings from `-c`, or JSON values from cdk.json), checked. */
export function deploymentParameters(context: (key: string) => unknown): DeploymentParameters {
  const text = (key: string, fallback: string) => {
    const value = context(key);
    if (value === undefined || value === null) return fallback;
    if (typeof value !== "string") throw new Error(`Context "${key}" must be a string, got ${JSON.stringify(value)}`);
    return value.trim();
  };
  const siteUrl = text(CONTEXT_KEYS.siteUrl, DEFAULT_SITE_URL).replace(/\/+$/, "");
  const url = new URL(siteUrl);
  if (url.protocol !== "https:" || url.pathname !== "/" || url.search || url.hash)
    throw new Error(`Context "siteUrl" must be an https origin without a path, got "${siteUrl}"`);
  const host = url.hostname;

  const factorsValue = context(CONTEXT_KEYS.firstFactors);
  const listed: string[] =
    factorsValue === undefined
      ? [...POOL.firstFactors]
      : Array.isArray(factorsValue)
        ? factorsValue.map(String)
        : String(factorsValue)
            .split(",")
            .map((f) => f.trim())
            .filter(Boolean);
  const unknown = listed.filter((f) => !(FACTORS as readonly string[]).includes(f));
  if (unknown.length)
    throw new Error(`Context "firstFactors": unknown ${unknown.join(", ")} (known: ${FACTORS.join(", ")})`);
  const firstFactors = FACTORS.filter((f) => f === "password" || listed.includes(f));

  const prefix = text(CONTEXT_KEYS.hostedUiDomainPrefix, `${host.split(".").filter((p) => p !== "www")[0]}-sign-in`);
  if (!/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(prefix) || /aws|amazon|cognito/.test(prefix))
    throw new Error(
      `Context "hostedUiDomainPrefix": lower-case letters, digits and hyphens, without aws, amazon or cognito; got "${prefix}"`,
    );

  const region = text(CONTEXT_KEYS.region, process.env.CDK_DEFAULT_REGION || "us-east-1");
  if (!/^[a-z]{2}(-gov)?-[a-z]+-\d$/.test(region)) throw new Error(`Context "region": not an AWS region: "${region}"`);

  const mailFrom = text(CONTEXT_KEYS.mailFrom, `no-reply@${host.replace(/^www\./, "")}`);
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(mailFrom))
    throw new Error(`Context "mailFrom": not an address: "${mailFrom}"`);

  return {
    siteUrl,
    hostedUiDomainPrefix: prefix,
    region,
    firstFactors,
    googleSecretName: text(CONTEXT_KEYS.googleSecretName, "northwind/google-sign-in"),
    mailFrom,
    mailFromName: text(CONTEXT_KEYS.mailFromName, "Northwind Consulting"),
  };
}

/** The passkey relying party: the site's host, so passkeys made on the site work there and nowhere else. */
export function relyingPartyId(parameters: DeploymentParameters): string {
  return new URL(parameters.siteUrl).hostname;
}
