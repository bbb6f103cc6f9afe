/**
 * The site's HTTP response headers: one list, used by the Netlify adapter (written to public/_headers and set by
 * every function) and by `npm run serve` (scripts/site-server.ts), so local runs and the end-to-end tests send
 * exactly what production sends.
 *
 * Pure: no I/O. The build (scripts/security-headers.ts) hands in the files it wrote and the HTML of each page;
 * this module turns them into an ordered list of header rules in Netlify `_headers` semantics: every rule whose
 * path matches applies, and for the same header a later rule overrides an earlier one. The list starts with the
 * catch-all `/*`, so the more specific rules come after it.
 */
import { createHash } from "crypto";
import { cognitoSettingsFrom, regionOf } from "../../core/config/cognito";
import { privateRoutePrefixes } from "../../core/config/site";

export interface Header {
  key: string;
  value: string;
}

/** A path (exact, or a prefix ending in `/*`) and the headers it sets. Same shape as Gatsby's header routes. */
export interface HeaderRule {
  path: string;
  headers: Header[];
}

export type BuildEnv = Record<string, string | undefined>;

/**
 * Origins the browser may connect to besides the site itself (CSP connect-src), read from the build environment.
 * One line per service: an entry that returns nothing (not configured) adds nothing.
 */
export const CONNECT_SOURCES: readonly { service: string; origin: (env: BuildEnv) => string | undefined }[] = [
  // amazon-cognito-identity-js: the configured endpoint (the local emulator) or the AWS regional one.
  { service: "Cognito user pool API", origin: (env) => env.GATSBY_COGNITO_ENDPOINT || awsEndpoint("cognito-idp", env) },
  // Temporary AWS credentials for the developer page: the configured identity endpoint (the emulator locally), or
  // AWS's in the identity pool's own region (the part of its id before ':').
  {
    service: "Cognito identity pool API",
    origin: (env) => env.GATSBY_COGNITO_IDENTITY_ENDPOINT || identityPoolEndpoint(env.GATSBY_COGNITO_IDENTITY_POOL_ID),
  },
  // The hosted UI's token endpoint (/oauth2/token), called by the PKCE code flow after the redirect back.
  { service: "Cognito hosted UI", origin: (env) => env.GATSBY_COGNITO_DOMAIN },
  // UnifiedTime calendar endpoints go here, e.g.:
  // { service: "Calendar API", origin: (env) => env.GATSBY_CALENDAR_API_URL },
];

/** Where forms may submit besides the site: the hosted UI (sign-in and sign-out pages). */
export const FORM_ACTIONS: readonly { service: string; origin: (env: BuildEnv) => string | undefined }[] = [
  { service: "Cognito hosted UI", origin: (env) => env.GATSBY_COGNITO_DOMAIN },
];

function identityPoolEndpoint(poolId: string | undefined): string | undefined {
  const region = (poolId ?? "").split(":")[0] ?? "";
  return /^[a-z]{2}(-[a-z]+)+-\d$/.test(region) ? `https://cognito-identity.${region}.amazonaws.com` : undefined;
}

function awsEndpoint(service: string, env: BuildEnv): string | undefined {
  const region = regionOf(cognitoSettingsFrom(env).userPoolId);
  return /^[a-z]{2}(-[a-z]+)+-\d$/.test(region) ? `https://${service}.${region}.amazonaws.com` : undefined;
}

/** The scheme://host:port of a URL; throws with the service's name when the value is not an http(s) URL. */
export function originOf(value: string, service = "origin"): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${service}: "${value}" is not a URL`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error(`${service}: "${value}" is not http(s)`);
  return url.origin;
}

function origins(list: typeof CONNECT_SOURCES, env: BuildEnv): string[] {
  const out: string[] = [];
  for (const { service, origin } of list) {
    const value = origin(env)?.trim();
    if (!value) continue;
    const o = originOf(value, service);
    if (!out.includes(o)) out.push(o);
  }
  return out;
}

export const connectOrigins = (env: BuildEnv): string[] => origins(CONNECT_SOURCES, env);
export const formActionOrigins = (env: BuildEnv): string[] => origins(FORM_ACTIONS, env);

export interface PolicySources {
  /** 'sha256-…' sources of the page's inline scripts. */
  scriptHashes: readonly string[];
  connectSrc: readonly string[];
  formAction: readonly string[];
}

/** The Content-Security-Policy of an HTML page. */
export function contentSecurityPolicy({ scriptHashes, connectSrc, formAction }: PolicySources): string {
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    // Scripts: our own files, and inline scripts only by the hash of what this page actually contains.
    ["script-src", "'self'", ...scriptHashes.map((h) => `'${h}'`)],
    // 'unsafe-inline' for styles only: emotion (theme-ui) inserts <style> elements at run time and React writes
    // style attributes; a nonce would need a server rendering each request. Scripts stay strict.
    ["style-src", "'self'", "'unsafe-inline'"],
    // data: for the authenticator-app QR code (an image data URL).
    ["img-src", "'self'", "data:"],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...connectSrc],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'", ...formAction],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((d) => d.join(" ")).join("; ");
}

/** Function responses are JSON: nothing may load from them, and nothing may frame them. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Sent with every response (pages, assets and functions). */
export const COMMON_HEADERS: readonly Header[] = [
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  {
    key: "Permissions-Policy",
    value:
      "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
  },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  // For browsers without CSP frame-ancestors.
  { key: "X-Frame-Options", value: "DENY" },
];

export const CACHE = {
  /** Files whose name changes with their content: webpack chunks (`*-<hash>.js`) and /static/. */
  immutable: "public, max-age=31536000, immutable",
  /** HTML, page-data and everything else: the CDN may keep a copy but must check it is current. */
  revalidate: "public, max-age=0, must-revalidate",
  /** Function responses, unless the function says otherwise. */
  noStore: "no-store",
} as const;

export const NOINDEX: Header = { key: "X-Robots-Tag", value: "noindex, nofollow" };

/** Webpack's content-hashed output in the site root (`app-<20 hex>.js`, `component---…-<20 hex>.js`). */
const HASHED_ASSET = /^\/[^/]+[-.][0-9a-f]{20}\.(?:js|css)$/;

export function isHashedAsset(urlPath: string): boolean {
  return HASHED_ASSET.test(urlPath) || urlPath.startsWith("/static/");
}

const JS_TYPES = new Set(["", "text/javascript", "application/javascript", "module", "text/ecmascript"]);

/** The text of each inline script the browser would run (no `src`, a JavaScript `type`), as written in the HTML. */
export function inlineScripts(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = m[1] ?? "";
    if (/\ssrc\s*=/i.test(` ${attrs}`)) continue;
    const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(` ${attrs}`);
    const typeValue = (type?.[1] ?? type?.[2] ?? type?.[3] ?? "").trim().toLowerCase();
    if (!JS_TYPES.has(typeValue)) continue;
    out.push(m[2] ?? "");
  }
  return out;
}

/** CSP hash source of a script text: `sha256-<base64>` over its UTF-8 bytes. */
export function scriptHash(text: string): string {
  return `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
}

/** The distinct hash sources of a page's inline scripts, in document order. */
export function inlineScriptHashes(html: string): string[] {
  return [...new Set(inlineScripts(html).map(scriptHash))];
}

/** What a build wrote, as the header rules need it. Paths are URL paths (`/about/index.html`). */
export interface BuiltSite {
  /** Every file under public/. */
  files: readonly string[];
  /** The HTML of every page file (`/about/index.html`, `/404.html`, `/admin/[...]/index.html`). */
  html: Readonly<Record<string, string>>;
  /** Client-only routes from Gatsby's match-paths.json: the shell page and the paths it answers. */
  matchPaths: readonly { path: string; matchPath: string }[];
}

/** The page file the CDN answers unknown paths with (status 404). */
export const NOT_FOUND_PAGE = "/404.html";

function isPrivate(route: string): boolean {
  return privateRoutePrefixes.some((p) => route === p || route.startsWith(p));
}

function pageRoute(file: string): string | null {
  if (file.startsWith("/_gatsby/") || file.startsWith("/~partytown/")) return null;
  if (file.endsWith("/index.html")) return file.slice(0, -"index.html".length);
  if (file === NOT_FOUND_PAGE) return file;
  return null;
}

/** The ordered header rules of a build: what public/_headers says and what `npm run serve` applies. */
export function headerRules(site: BuiltSite, env: BuildEnv): HeaderRule[] {
  const connectSrc = connectOrigins(env);
  const formAction = formActionOrigins(env);
  const csp = (file: string): Header => {
    const html = site.html[file];
    if (html === undefined) throw new Error(`security headers: no HTML for ${file}`);
    return {
      key: "Content-Security-Policy",
      value: contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html), connectSrc, formAction }),
    };
  };

  const rules: HeaderRule[] = [
    {
      // Everything, and the 404 page the CDN sends for unknown paths.
      path: "/*",
      headers: [
        ...COMMON_HEADERS,
        ...(site.html[NOT_FOUND_PAGE] !== undefined ? [csp(NOT_FOUND_PAGE)] : []),
        { key: "Cache-Control", value: CACHE.revalidate },
      ],
    },
    { path: "/static/*", headers: [{ key: "Cache-Control", value: CACHE.immutable }] },
  ];

  const shells = new Set<string>();
  for (const { path, matchPath } of [...site.matchPaths].sort((a, b) => a.matchPath.localeCompare(b.matchPath))) {
    const shell = `${path.endsWith("/") ? path : `${path}/`}index.html`;
    shells.add(shell);
    rules.push({ path: matchPath, headers: [csp(shell), ...(isPrivate(matchPath) ? [NOINDEX] : [])] });
  }

  const files = [...site.files].sort();
  for (const file of files) {
    const route = pageRoute(file);
    if (route === null || shells.has(file) || site.html[file] === undefined) continue;
    rules.push({ path: route, headers: [csp(file), ...(isPrivate(route) ? [NOINDEX] : [])] });
  }
  for (const file of files) {
    if (HASHED_ASSET.test(file))
      rules.push({ path: file, headers: [{ key: "Cache-Control", value: CACHE.immutable }] });
  }
  return rules;
}

/** Headers every function response carries unless the function sets the same header itself. */
export function functionHeaders(): Header[] {
  return [
    ...COMMON_HEADERS,
    { key: "Content-Security-Policy", value: API_CONTENT_SECURITY_POLICY },
    { key: "Cache-Control", value: CACHE.noStore },
  ];
}

/** Netlify `_headers` path matching as we use it: `/*`, a `/prefix/*`, or an exact path. */
export function pathMatches(pattern: string, urlPath: string): boolean {
  if (pattern.endsWith("/*")) return urlPath.startsWith(pattern.slice(0, -1)) || urlPath === pattern.slice(0, -2);
  return pattern === urlPath;
}

/** The headers for a request path: every matching rule in order, a later rule overriding the same header. */
export function headersForPath(rules: readonly HeaderRule[], urlPath: string): Header[] {
  const merged = new Map<string, Header>();
  for (const rule of rules) {
    if (!pathMatches(rule.path, urlPath)) continue;
    for (const h of rule.headers) {
      merged.delete(h.key.toLowerCase());
      merged.set(h.key.toLowerCase(), h);
    }
  }
  return [...merged.values()];
}

/** Serializes rules as gatsby-adapter-netlify writes them into public/_headers. */
export function formatHeadersFile(rules: readonly HeaderRule[]): string {
  return rules
    .map((r) => `${encodeURI(r.path)}\n${r.headers.map((h) => `  ${h.key}: ${h.value}\n`).join("")}`)
    .join("");
}

/** Reads a `_headers` file (comments and blank lines ignored) back into rules. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const [i, raw] of text.split("\n").entries()) {
    const line = raw.trimEnd();
    if (line.trim() === "" || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: decodeURI(line), headers: [] });
      continue;
    }
    const colon = line.indexOf(":");
    const current = rules[rules.length - 1];
    if (colon < 0 || !current) throw new Error(`_headers line ${i + 1}: expected "Name: value" under a path`);
    current.headers.push({ key: line.slice(0, colon).trim(), value: line.slice(colon + 1).trim() });
  }
  return rules;
}
