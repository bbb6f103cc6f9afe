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

/** Opens the authorize URL, then presses "Allow as <email>" (or "Cancel") on the consent page. */
export async function consent(authorizeUrl: string, choice: { allow: string } | "cancel"): Promise<ConsentResult> {
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
  if (choice !== "cancel") fields.set("account", hidden(html, "account", formStart));
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
