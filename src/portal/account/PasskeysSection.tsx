/**
 * The account's passkeys: each with its name (this browser's, else the pool's), when it was added and what kind of
 * authenticator holds it; rename (kept in this browser only: Cognito cannot rename a passkey), delete after a
 * confirmation, and 'Add a passkey' (the browser's prompt). Adding and deleting need a recent sign-in (step-up),
 * like the other sign-in factors; the page's services enforce it.
 */
import React, { useCallback, useEffect, useState } from "react";
import type { AccountServices, Passkey } from "../../auth/cognito/accountServices";
import { Button } from "../../components/ui/Button";
import { Table } from "../../components/ui/Table";
import { TextField } from "../../components/ui/TextField";
import { AccountSection } from "./AccountSection";
import { SECTIONS } from "./sections";
import { formatCreated, passkeyKind } from "./accountLogic";
import {
  passkeyDisplayName,
  passkeyNameProblem,
  readNames,
  withName,
  withoutName,
  writeNames,
  PASSKEY_NAME_MAX,
} from "./passkeyNames";
import { useAction } from "./useAction";

type NameStorage = Pick<Storage, "getItem" | "setItem">;

/** This browser's local storage, or null where it is blocked (names then last until the page is left). */
function browserStorage(): NameStorage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

const COLUMNS = ["Name", "Added", "Type", "Actions"] as const;

export interface PasskeysSectionProps {
  services: AccountServices;
  /** Where local names are kept (default: this browser's local storage). */
  storage?: NameStorage | null;
}

export function PasskeysSection({ services, storage = browserStorage() }: PasskeysSectionProps) {
  const action = useAction();
  const { run } = action;
  const [passkeys, setPasskeys] = useState<Passkey[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [names, setNames] = useState(() => readNames(storage));
  const [renaming, setRenaming] = useState<string | null>(null);
  const [draft, setDraft] = useState("");
  const [draftError, setDraftError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);

  const load = useCallback(async () => {
    const outcome = await run("load", () => services.listPasskeys());
    setFailed(!outcome.ok);
    if (outcome.ok) setPasskeys(outcome.value);
  }, [run, services]);

  useEffect(() => {
    void load();
  }, [load]);

  const add = async () => {
    const outcome = await run(
      "add",
      async () => {
        await services.addPasskey();
        return services.listPasskeys();
      },
      { success: "Passkey added. You can sign in with it from now on." },
    );
    if (outcome.ok) setPasskeys(outcome.value);
  };

  const remove = async (passkey: Passkey, label: string) => {
    const outcome = await run(
      `delete-${passkey.id}`,
      async () => {
        await services.deletePasskey(passkey.id);
        return services.listPasskeys();
      },
      { success: `${label} deleted. It no longer signs you in.` },
    );
    if (!outcome.ok) return;
    setConfirming(null);
    setPasskeys(outcome.value);
    const rest = withoutName(names, passkey.id);
    setNames(rest);
    writeNames(storage, rest);
  };

  const startRename = (passkey: Passkey, label: string) => {
    setConfirming(null);
    setRenaming(passkey.id);
    setDraft(label);
    setDraftError(null);
  };

  const rename = async (event: React.FormEvent, passkey: Passkey) => {
    event.preventDefault();
    const problem = passkeyNameProblem(draft);
    setDraftError(problem);
    if (problem) return;
    const next = withName(names, passkey.id, draft);
    const outcome = await run(`rename-${passkey.id}`, async () => writeNames(storage, next), {
      success: (kept) =>
        kept
          ? `Renamed to ${draft.trim()}. The name is kept in this browser only.`
          : `Renamed to ${draft.trim()} until you leave this page: this browser does not let the site keep it.`,
    });
    if (!outcome.ok) return;
    setNames(next);
    setRenaming(null);
  };

  return (
    <AccountSection
      id={SECTIONS.passkeys.id}
      title="Passkeys"
      description={<p>Sign in with your fingerprint, face, screen lock or a security key instead of your password.</p>}
      action={
        passkeys && (
          <Button variant="secondary" busy={action.isPending("add")} disabled={action.busy} onClick={() => void add()}>
            Add a passkey
          </Button>
        )
      }
      result={action.result}
      onDismiss={action.dismiss}
    >
      {!passkeys && !failed && <p sx={{ color: "muted", m: 0 }}>Loading passkeys…</p>}
      {failed && !passkeys && (
        <Button variant="secondary" busy={action.isPending("load")} onClick={() => void load()}>
          Try again
        </Button>
      )}
      {passkeys && passkeys.length === 0 && <p sx={{ m: 0 }}>You have no passkeys yet.</p>}
      {passkeys && passkeys.length > 0 && (
        // Named unlike the section ("Passkeys"), so a search for that region by name finds only the section.
        <Table
          caption="Passkeys that sign you in"
          hideCaption
          columns={COLUMNS}
          scrollLabel="Passkey table (scrolls sideways on small screens)"
        >
          {passkeys.map((passkey) => {
            const label = passkeyDisplayName(passkey, names);
            return (
              <tr key={passkey.id}>
                <th scope="row" sx={{ fontWeight: "body" }}>
                  {renaming === passkey.id ? (
                    <form noValidate onSubmit={(e) => void rename(e, passkey)}>
                      <TextField
                        label={`New name for ${label}`}
                        name="passkey_name"
                        autoComplete="off"
                        maxLength={PASSKEY_NAME_MAX}
                        autoFocus
                        value={draft}
                        {...(draftError ? { error: draftError } : {})}
                        onChange={(e) => setDraft(e.target.value)}
                      />
                      <div sx={{ display: "flex", flexWrap: "wrap", gap: 2 }}>
                        <Button type="submit" busy={action.isPending(`rename-${passkey.id}`)}>
                          Save name
                        </Button>
                        <Button variant="ghost" onClick={() => setRenaming(null)}>
                          Cancel
                        </Button>
                      </div>
                    </form>
                  ) : (
                    <>
                      {label}
                      {names[passkey.id] && passkey.name && (
                        <span sx={{ display: "block", color: "muted", fontSize: 0 }}>{passkey.name}</span>
                      )}
                    </>
                  )}
                </th>
                <td>{formatCreated(passkey.createdAt)}</td>
                <td>{passkeyKind(passkey.attachment)}</td>
                <td>
                  {confirming === passkey.id ? (
                    <div role="group" aria-label={`Confirm deleting ${label}`}>
                      <p sx={{ mt: 0, mb: 2 }}>Delete {label}? It will no longer sign you in.</p>
                      <div sx={{ display: "flex", flexWrap: "wrap", gap: 2 }}>
                        <Button
                          variant="danger"
                          busy={action.isPending(`delete-${passkey.id}`)}
                          disabled={action.busy}
                          onClick={() => void remove(passkey, label)}
                        >
                          Yes, delete
                        </Button>
                        <Button variant="ghost" disabled={action.busy} onClick={() => setConfirming(null)}>
                          Cancel
                        </Button>
                      </div>
                    </div>
                  ) : (
                    <div sx={{ display: "flex", flexWrap: "wrap", gap: 2 }}>
                      <Button
                        variant="secondary"
                        aria-label={`Rename ${label}`}
                        disabled={action.busy || renaming === passkey.id}
                        onClick={() => startRename(passkey, label)}
                      >
                        Rename
                      </Button>
                      <Button
                        variant="danger"
                        aria-label={`Delete ${label}`}
                        disabled={action.busy}
                        onClick={() => setConfirming(passkey.id)}
                      >
                        Delete
                      </Button>
                    </div>
                  )}
                </td>
              </tr>
            );
          })}
        </Table>
      )}
      {passkeys && passkeys.length > 0 && (
        <p sx={{ mt: 2, mb: 0, color: "muted", fontSize: 1 }}>
          Names you give passkeys here are kept in this browser only.
        </p>
      )}
    </AccountSection>
  );
}
