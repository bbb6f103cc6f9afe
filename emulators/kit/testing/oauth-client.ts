/**
 * The client side of the stand-ins' OAuth code flow, for tests (jest and Playwright helpers): a PKCE pair, the
 * consent page driven like a browser without JavaScript, and the form POST to a token endpoint.
 * Only node:crypto and fetch, so any test can import it.
 */
import { createHash, randomBytes } from "node:crypto";

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(48).toString("base64url");
  return { verifier, challenge: createHash("sha256").update(verifier).digest("base64url") };
}

export interface ConsentResult {
  /** Where the stand-in redirected after the decision. */
  location: URL;
  /** The consent page's HTML. */
  html: string;
}

function hidden(html: string, name: string, near: number): string {
  const re = new RegExp(`name="${name}" value="([^"]*)"`, "g");
  re.lastIndex = near;
  const m = re.exec(html);
  if (!m?.[1]) throw new Error(`No hidden field ${name} on the consent page`);
  return m[1].replace(/&amp;/g, "&");
}

/**
 * Opens the authorize URL, then presses "Allow as <email>" (or "Cancel") on the consent page, sending what a browser
 * would: the form's hidden fields, the pressed button's value and the ticked checkboxes (less `untick`).
 */
export async function consent(
  authorizeUrl: string,
  choice: { allow: string; untick?: string[] } | "cancel",
): Promise<ConsentResult> {
  const res = await fetch(authorizeUrl, { redirect: "manual" });
  const html = await res.text();
  if (res.status !== 200) throw new Error(`Consent page answered ${res.status}: ${html.slice(0, 300)}`);
  const url = new URL(authorizeUrl);
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? url.pathname;
  const label = choice === "cancel" ? "Cancel" : `Allow as ${choice.allow}`;
  const at = html.indexOf(`>${label}</button>`);
  if (at < 0) throw new Error(`No "${label}" button on the consent page`);
  const formStart = html.lastIndexOf("<form", at);
  const fields = new URLSearchParams({
    pending: hidden(html, "pending", formStart),
    decision: hidden(html, "decision", formStart),
  });
  if (choice !== "cancel") {
    const button = html.slice(html.lastIndexOf("<button", at), at);
    const account = /name="account" value="([^"]*)"/.exec(button)?.[1];
    if (!account) throw new Error(`The "${label}" button carries no account`);
    fields.set("account", account.replace(/&amp;/g, "&"));
    if (html.includes('name="granular"')) fields.set("granular", "1");
    for (const m of html.matchAll(/<input type="checkbox" name="grant" value="([^"]*)" checked>/g)) {
      const scope = (m[1] ?? "").replace(/&amp;/g, "&");
      if (!choice.untick?.includes(scope)) fields.append("grant", scope);
    }
  }
  const posted = await fetch(new URL(action.replace(/&amp;/g, "&"), url), {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: fields.toString(),
  });
  const location = posted.headers.get("location");
  if (posted.status !== 302 || !location) throw new Error(`Consent POST answered ${posted.status}`);
  return { location: new URL(location), html };
}

export async function postForm(
  url: string,
  form: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; body: Record<string, unknown> }> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(form).toString(),
  });
  const text = await res.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    body = { raw: text };
  }
  return { status: res.status, headers: res.headers, body };
}

/** A clock tests move forward to expire codes and tokens: pass `now` to a stand-in, call `advance`. */
export function movableClock(): { now: () => number; advance(ms: number): void } {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advance(ms: number) {
      offset += ms;
    },
  };
}

/** The registered client a test drives the code flow with. */
export interface TestClient {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

/**
 * The code flow end to end for one fixture account: consent as `email` on the authorize URL (built with the
 * PKCE challenge), then redeem the code at `tokenUrl`; the token response body.
 */
export async function connectAccount(options: {
  client: TestClient;
  authorizeUrl: (params: Record<string, string>) => string;
  tokenUrl: string;
  email: string;
  params?: Record<string, string>;
  /** Optional permissions to untick on the consent page (Google's granular consent). */
  untick?: string[];
}): Promise<Record<string, unknown>> {
  const { client } = options;
  const { verifier, challenge } = pkcePair();
  const { location } = await consent(options.authorizeUrl({ code_challenge: challenge, ...options.params }), {
    allow: options.email,
    ...(options.untick ? { untick: options.untick } : {}),
  });
  const code = location.searchParams.get("code");
  if (!code) throw new Error(`No code in ${location.toString()}`);
  const res = await postForm(options.tokenUrl, {
    grant_type: "authorization_code",
    client_id: client.clientId,
    client_secret: client.clientSecret,
    code,
    redirect_uri: client.redirectUri,
    code_verifier: verifier,
  });
  if (res.status !== 200) throw new Error(`Token exchange failed: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** GET with an optional bearer token; the JSON answer with its status and headers. */
export async function bearerGet(
  url: string,
  token: string | null,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; body: Record<string, unknown> }> {
  const res = await fetch(url, { headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers } });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}
