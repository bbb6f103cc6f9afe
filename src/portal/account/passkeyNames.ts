/**
 * Names people give their passkeys on the account page. Cognito has no call to rename a passkey, so the name is
 * kept in this browser only (local storage, keyed by the credential id) and shown instead of the pool's. The
 * rules and the record are pure; reading and writing take the storage, which may be missing or refuse (private
 * mode): then names simply are not kept.
 */

export const PASSKEY_NAMES_KEY = "northwind.passkeyNames";
export const PASSKEY_NAME_MAX = 40;

export type PasskeyNames = Record<string, string>;

/** Why `name` cannot be a passkey's name, or null. */
export function passkeyNameProblem(name: string): string | null {
  const text = name.trim();
  if (!text) return "Enter a name for the passkey";
  if (text.length > PASSKEY_NAME_MAX) return `Use at most ${PASSKEY_NAME_MAX} characters`;
  if (/[\u0000-\u001f\u007f]/.test(text)) return "Use letters, digits, spaces and punctuation only";
  return null;
}

/** The stored names; anything unreadable counts as none. */
export function parseNames(text: string | null): PasskeyNames {
  if (!text) return {};
  try {
    const value = JSON.parse(text) as unknown;
    if (!value || typeof value !== "object" || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter(
        (entry): entry is [string, string] => typeof entry[1] === "string" && passkeyNameProblem(entry[1]) === null,
      ),
    );
  } catch {
    return {};
  }
}

export function withName(names: PasskeyNames, id: string, name: string): PasskeyNames {
  return { ...names, [id]: name.trim() };
}

export function withoutName(names: PasskeyNames, id: string): PasskeyNames {
  const rest = { ...names };
  delete rest[id];
  return rest;
}

/** The name to show: this browser's, else the pool's, else a plain word. */
export function passkeyDisplayName(passkey: { id: string; name: string }, names: PasskeyNames): string {
  return names[passkey.id] ?? (passkey.name || "Passkey");
}

type NameStorage = Pick<Storage, "getItem" | "setItem">;

export function readNames(storage: NameStorage | null): PasskeyNames {
  try {
    return parseNames(storage?.getItem(PASSKEY_NAMES_KEY) ?? null);
  } catch {
    return {};
  }
}

/** Saves the names; false when the browser refused (the name then lasts until the page is left). */
export function writeNames(storage: NameStorage | null, names: PasskeyNames): boolean {
  try {
    if (!storage) return false;
    storage.setItem(PASSKEY_NAMES_KEY, JSON.stringify(names));
    return true;
  } catch {
    return false;
  }
}
