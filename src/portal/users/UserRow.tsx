/**
 * One user in the console's table: their details, then the actions that apply to them (never disabling oneself or
 * leaving Admins). The destructive ones, and granting Admins, ask for a confirmation in the row first; Cancel
 * returns focus to the button.
 */
import { useEffect, useRef, useState } from "react";
import { Button } from "../../components/ui/Button";
import { ADMINS_GROUP, STATUS_LABELS, type ConsoleUser, type UserAction } from "../../../core/portal/users";
import { dateTime } from "./shared";

/** Actions that take something away, or give the super-admin tier: asked again before they are sent. */
const CONFIRM: Partial<Record<UserAction, (username: string) => string>> = {
  addAdmin: (u) =>
    `Add ${u} to Admins? From their next sign-in they can use every super-admin area, this console included.`,
  disable: (u) => `Disable ${u}? They cannot sign in, and every open session of theirs ends now.`,
  removeAdmin: (u) =>
    `Remove ${u} from Admins? Their open sessions end at once; they sign in again without the super-admin areas.`,
  resetMfa: (u) => `Reset MFA of ${u}? Their authenticator app stops being asked for; they can set it up again.`,
};

/** "Add to Admins" -> "add to Admins": the action after "Yes, ", its group's name kept. */
const yesText = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

const BUTTON_TEXT: Record<UserAction, string> = {
  disable: "Disable",
  enable: "Enable",
  addAdmin: "Add to Admins",
  removeAdmin: "Remove from Admins",
  resetMfa: "Reset MFA",
};

export function UserRow({
  user,
  self,
  pending,
  onAct,
}: {
  user: ConsoleUser;
  self: boolean;
  pending: string | null;
  onAct: (username: string, action: UserAction) => Promise<boolean>;
}) {
  const [confirming, setConfirming] = useState<UserAction | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  // The action buttons by action, and the one to return focus to after Cancel (it is re-mounted by then).
  const buttons = useRef<Partial<Record<UserAction, HTMLButtonElement | null>>>({});
  const [returnTo, setReturnTo] = useState<UserAction | null>(null);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
    else if (returnTo) {
      buttons.current[returnTo]?.focus();
      setReturnTo(null);
    }
  }, [confirming, returnTo]);

  const admin = user.groups.includes(ADMINS_GROUP);
  const actions: UserAction[] = [
    ...(user.enabled ? (self ? [] : (["disable"] as const)) : (["enable"] as const)),
    ...(admin ? (self ? [] : (["removeAdmin"] as const)) : (["addAdmin"] as const)),
    ...(user.mfa.length ? (["resetMfa"] as const) : []),
  ];
  const busy = pending !== null;

  const start = (action: UserAction) => {
    if (CONFIRM[action]) setConfirming(action);
    else void onAct(user.username, action);
  };
  const cancel = () => {
    setReturnTo(confirming);
    setConfirming(null);
  };
  const confirm = async (action: UserAction) => {
    await onAct(user.username, action);
    setConfirming(null);
  };

  return (
    <tr data-username={user.username}>
      <th scope="row" sx={{ fontWeight: "bold", overflowWrap: "anywhere" }}>
        {user.username}
        {self && <span sx={{ display: "block", fontWeight: "normal", color: "muted", fontSize: 1 }}>(you)</span>}
      </th>
      <td sx={{ overflowWrap: "anywhere" }}>{user.email || "—"}</td>
      <td>{STATUS_LABELS[user.status] ?? user.status}</td>
      <td>{user.enabled ? "Yes" : "No (disabled)"}</td>
      <td>{user.groups.length ? user.groups.join(", ") : "None"}</td>
      <td>{user.mfa.length ? user.mfa.join(", ") : "Off"}</td>
      <td>{dateTime(user.lastSignIn)}</td>
      <td>
        {confirming && CONFIRM[confirming] ? (
          <div role="group" aria-label={`Confirm: ${BUTTON_TEXT[confirming]} ${user.username}`} sx={{ minWidth: 220 }}>
            <p sx={{ mt: 0, mb: 2 }}>{CONFIRM[confirming]?.(user.username)}</p>
            <div sx={{ display: "flex", flexWrap: "wrap", gap: 2 }}>
              <Button
                ref={confirmRef}
                variant="danger"
                busy={pending === `${confirming}:${user.username}`}
                disabled={busy}
                onClick={() => void confirm(confirming)}
              >
                Yes, {yesText(BUTTON_TEXT[confirming])}
              </Button>
              <Button variant="ghost" disabled={busy} onClick={cancel}>
                Cancel
              </Button>
            </div>
          </div>
        ) : (
          <div sx={{ display: "flex", flexWrap: "wrap", gap: 2, minWidth: 180 }}>
            {actions.map((action) => (
              <Button
                key={action}
                ref={(el) => {
                  buttons.current[action] = el;
                }}
                variant={CONFIRM[action] ? "secondary" : "primary"}
                aria-label={`${BUTTON_TEXT[action]} ${user.username}`}
                busy={pending === `${action}:${user.username}`}
                disabled={busy}
                onClick={() => start(action)}
              >
                {BUTTON_TEXT[action]}
              </Button>
            ))}
            {self && <span sx={{ color: "muted", fontSize: 1 }}>You cannot disable yourself or leave Admins.</span>}
          </div>
        )}
      </td>
    </tr>
  );
}
