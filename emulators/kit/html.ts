/**
 * The page shell of every stand-in's server-rendered pages (Cognito's hosted UI, the providers' consent pages):
 * no JavaScript, real <label>s, errors in a role="alert" region that inputs reference with aria-describedby, and
 * "Error:" in the title. The document around it is core/html.ts's, as for every page written without React.
 */
import { escapeHtml, htmlPage } from "../../core/html";

const STYLE = `
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; display: flex; justify-content: center; padding: 2rem 1rem; }
  main { width: 100%; max-width: 26rem; }
  h1 { font-size: 1.5rem; margin: 0 0 .25rem; }
  .note { color: GrayText; margin: 0 0 1.5rem; font-size: .9rem; }
  .field { display: flex; flex-direction: column; gap: .35rem; margin-bottom: 1rem; }
  label { font-weight: 600; }
  input[type=email], input[type=password], input[type=text] { font: inherit; padding: .6rem; border: 1px solid #767676; border-radius: 4px; }
  input:focus, button:focus, a:focus { outline: 3px solid #1a73e8; outline-offset: 2px; }
  .hint { font-size: .9rem; }
  button, .button { font: inherit; display: block; width: 100%; box-sizing: border-box; text-align: center; padding: .7rem; border-radius: 4px;
    border: 1px solid #0b57d0; background: #0b57d0; color: #fff; cursor: pointer; text-decoration: none; margin: .5rem 0; }
  .secondary { background: transparent; color: inherit; border-color: #767676; }
  .error { border: 2px solid #b3261e; border-radius: 4px; padding: .75rem; margin-bottom: 1rem; }
  .error h2 { font-size: 1rem; margin: 0 0 .25rem; }
  .divider { text-align: center; margin: 1rem 0; }
  code { word-break: break-all; font-size: 1rem; }
  ul.accounts { list-style: none; padding: 0; }
  ul.accounts form { margin: 0; }
  fieldset { border: 0; padding: 0; margin: 0 0 1rem; }
  legend { font-weight: 600; margin-bottom: .5rem; }
`;

export interface PageOptions {
  title: string;
  heading: string;
  intro?: string;
  error?: string;
  body: string;
}

export function page(o: PageOptions): string {
  const title = o.error ? `Error: ${o.title}` : o.title;
  const error = o.error
    ? `<div class="error" role="alert" id="form-error" tabindex="-1"><h2>There is a problem</h2><p>${escapeHtml(o.error)}</p></div>`
    : "";
  return htmlPage({
    title,
    style: STYLE,
    body: `<main>
<h1>${escapeHtml(o.heading)}</h1>
${o.intro ? `<p class="note">${escapeHtml(o.intro)}</p>` : ""}
${error}
${o.body}
</main>`,
  });
}

export function hiddenFields(params: URLSearchParams | Record<string, string>): string {
  const entries = params instanceof URLSearchParams ? [...params.entries()] : Object.entries(params);
  return entries.map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`).join("\n");
}

export interface FieldOptions {
  id: string;
  label: string;
  type: "email" | "password" | "text";
  autocomplete: string;
  value?: string;
  hint?: string;
  invalid?: boolean;
  autofocus?: boolean;
  inputmode?: string;
  pattern?: string;
}

export function field(f: FieldOptions): string {
  const described = [f.hint ? `${f.id}-hint` : "", f.invalid ? "form-error" : ""].filter(Boolean).join(" ");
  return `<div class="field">
<label for="${f.id}">${escapeHtml(f.label)}</label>
${f.hint ? `<span class="hint" id="${f.id}-hint">${escapeHtml(f.hint)}</span>` : ""}
<input id="${f.id}" name="${f.id}" type="${f.type}" autocomplete="${f.autocomplete}" required${f.value ? ` value="${escapeHtml(f.value)}"` : ""}${
    described ? ` aria-describedby="${described}"` : ""
  }${f.invalid ? ' aria-invalid="true"' : ""}${f.autofocus ? " autofocus" : ""}${f.inputmode ? ` inputmode="${f.inputmode}"` : ""}${
    f.pattern ? ` pattern="${f.pattern}"` : ""
  }>
</div>`;
}

export function errorPage(error: string, description: string): string {
  return page({
    title: "Sign-in error",
    heading: "Something went wrong",
    error: `${error}: ${description}`,
    body: `<p>The sign-in request could not be processed. Go back to the application and try again.</p>`,
  });
}
