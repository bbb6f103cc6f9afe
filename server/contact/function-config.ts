/**
 * The contact function's body parsers (re-exported by src/api/contact.ts; see server/request/function-config.ts for
 * why functions re-export rather than declare `config`): a form post and the JSON call both carry a message of up to
 * 5,000 characters, which percent-encoding can triple, so both parsers take 64 KB; Gatsby's urlencoded parser
 * without `extended` gives plain strings.
 */
export const CONTACT_BODY_LIMIT_BYTES = 64 * 1024;

export const config = {
  bodyParser: {
    json: { limit: CONTACT_BODY_LIMIT_BYTES },
    urlencoded: { limit: CONTACT_BODY_LIMIT_BYTES, extended: false },
    text: { limit: 1024 },
    raw: { limit: 1024 },
  },
};
