/**
 * /admin/users/: the super admins' user console. Lists the pool's users (status, enabled, groups, MFA, last
 * sign-in), invites people, and per user disables / enables, grants or removes Admins and resets MFA (the
 * destructive ones after a confirmation), then shows the audit trail with a CSV download. The functions decide
 * (src/api/users/*): this page shows their answers, and when one says a recent sign-in is required it says so and
 * offers to sign in again (signing out here brings the portal's access screen on this same page).
 */
import React, { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { useAuthRuntime } from "../../auth/useAuthenticator";
import { Alert } from "../../components/ui/Alert";
import { Button } from "../../components/ui/Button";
import { TextField } from "../../components/ui/TextField";
import { createUsersApi, UsersApiError, type UsersApi } from "./api";
import {
  ACTION_LABELS,
  ADMINS_GROUP,
  emailProblem,
  STATUS_LABELS,
  STEP_UP_MAX_AGE_SECONDS,
  type AuditEntry,
  type ConsoleUser,
  type UserAction,
} from "../../../core/portal/users";

type Load<T> = { kind: "loading" } | { kind: "ready"; value: T } | { kind: "failed"; message: string };
type Result = { tone: "success" | "error"; message: string } | null;

/** Actions that take something away: asked again before they are sent. */
const CONFIRM: Partial<Record<UserAction, (username: string) => string>> = {
  disable: (u) => `Disable ${u}? They cannot sign in, and every open session of theirs ends now.`,
  removeAdmin: (u) => `Remove ${u} from Admins? They lose the super-admin areas at their next sign-in.`,
  resetMfa: (u) => `Reset MFA of ${u}? Their authenticator app stops being asked for; they can set it up again.`,
};

const BUTTON_TEXT: Record<UserAction, string> = {
  disable: "Disable",
  enable: "Enable",
  addAdmin: "Add to Admins",
  removeAdmin: "Remove from Admins",
  resetMfa: "Reset MFA",
};

const DONE_TEXT: Record<UserAction, (u: string) => string> = {
  disable: (u) => `${u} is disabled and signed out everywhere.`,
  enable: (u) => `${u} is enabled and can sign in again.`,
  addAdmin: (u) => `${u} is in Admins from their next sign-in.`,
  removeAdmin: (u) => `${u} is no longer in Admins from their next sign-in.`,
  resetMfa: (u) => `MFA of ${u} is reset: their next sign-in asks for no code.`,
};

const dateTime = (iso: string | null): string => {
  if (!iso) return "Never recorded";
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
};

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : "Something went wrong. Please try again.";
}

export default function UserConsole({ username, signOut }: { username: string; signOut: () => Promise<void> }) {
  const runtime = useAuthRuntime();
  const api = useMemo<UsersApi>(
    () =>
      createUsersApi({
        fetch: (input, init) => window.fetch(input, init),
        tokens: () => runtime.services.sessionTokens(),
      }),
    [runtime],
  );
  const [users, setUsers] = useState<Load<ConsoleUser[]>>({ kind: "loading" });
  const [truncated, setTruncated] = useState(false);
  const [audit, setAudit] = useState<Load<AuditEntry[]>>({ kind: "loading" });
  const [result, setResult] = useState<Result>(null);
  const [stepUp, setStepUp] = useState(false);
  const [pending, setPending] = useState<string | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const stepUpRef = useRef<HTMLDivElement>(null);

  /**
   * Step-up: sign out here, so the portal shows its access screen on this same page and the fresh sign-in comes back
   * to the console. A hosted-UI session must end at the hosted UI too (else it would sign in again without a
   * password, with the old auth_time): that is the portal's full sign-out, which lands on /login/.
   */
  const signInAgain = useCallback(async () => {
    if (runtime.hostedUi && (await runtime.hostedUiSession.active())) return signOut();
    runtime.authenticator.send({ type: "SIGN_OUT" });
    await runtime.authenticator.settled();
  }, [runtime, signOut]);

  const loadUsers = useCallback(async () => {
    setUsers({ kind: "loading" });
    try {
      const list = await api.list();
      setUsers({ kind: "ready", value: list.users });
      setTruncated(list.truncated);
    } catch (error) {
      setUsers({ kind: "failed", message: messageOf(error) });
    }
  }, [api]);
  const loadAudit = useCallback(async () => {
    try {
      setAudit({ kind: "ready", value: await api.audit() });
    } catch (error) {
      setAudit({ kind: "failed", message: messageOf(error) });
    }
  }, [api]);
  useEffect(() => {
    void loadUsers();
    void loadAudit();
  }, [loadUsers, loadAudit]);

  /** Shows a failure: the step-up notice for the step-up code, otherwise the server's message. */
  const fail = (error: unknown) => {
    if (error instanceof UsersApiError && error.stepUp) {
      setResult(null);
      setStepUp(true);
      window.setTimeout(() => stepUpRef.current?.focus(), 0);
      return;
    }
    setResult({ tone: "error", message: messageOf(error) });
    window.setTimeout(() => resultRef.current?.focus(), 0);
  };
  const succeed = (message: string, user: ConsoleUser, entry: AuditEntry) => {
    setStepUp(false);
    setResult({ tone: "success", message });
    setUsers((current) => {
      if (current.kind !== "ready") return current;
      const old = current.value.find((u) => u.username === user.username);
      const merged = { ...user, lastSignIn: user.lastSignIn ?? old?.lastSignIn ?? null };
      const rest = current.value.filter((u) => u.username !== user.username);
      return { kind: "ready", value: [...rest, merged].sort((a, b) => a.username.localeCompare(b.username)) };
    });
    setAudit((current) => (current.kind === "ready" ? { kind: "ready", value: [entry, ...current.value] } : current));
    window.setTimeout(() => resultRef.current?.focus(), 0);
  };

  const act = async (target: string, action: UserAction): Promise<boolean> => {
    setPending(`${action}:${target}`);
    setResult(null);
    try {
      const outcome = await api.act(target, action);
      succeed(DONE_TEXT[action](outcome.user.username), outcome.user, outcome.entry);
      return true;
    } catch (error) {
      fail(error);
      return false;
    } finally {
      setPending(null);
    }
  };

  const invite = async (email: string): Promise<Record<string, string> | null> => {
    setPending("invite");
    setResult(null);
    try {
      const outcome = await api.invite(email);
      succeed(
        `Invitation sent to ${outcome.user.username}. They sign in with the temporary password from the e-mail, then choose their own.`,
        outcome.user,
        outcome.entry,
      );
      return null;
    } catch (error) {
      if (error instanceof UsersApiError && Object.keys(error.fields).length) return error.fields;
      fail(error);
      return null;
    } finally {
      setPending(null);
    }
  };

  return (
    <div sx={{ display: "grid", gap: 4 }}>
      {stepUp && (
        <div ref={stepUpRef} tabIndex={-1} sx={{ outline: "none" }}>
          <Alert tone="warning" title="A recent sign-in is required">
            <p>
              Changing users needs a sign-in within the last {STEP_UP_MAX_AGE_SECONDS / 60} minutes, and yours is older.
              Sign in again (you will come back to this page), then repeat the action.
            </p>
            <div sx={{ mt: 2 }}>
              <Button onClick={() => void signInAgain()}>Sign in again</Button>
            </div>
          </Alert>
        </div>
      )}
      <div ref={resultRef} tabIndex={-1} sx={{ outline: "none" }} data-testid="console-result">
        {result && (
          <Alert
            tone={result.tone}
            onDismiss={() => setResult(null)}
            dismissLabel={result.tone === "error" ? "Dismiss error" : "Dismiss message"}
          >
            {result.message}
          </Alert>
        )}
      </div>
      <InviteSection busy={pending === "invite"} disabled={pending !== null} onInvite={invite} />
      <UsersSection
        users={users}
        truncated={truncated}
        me={username}
        pending={pending}
        onAct={act}
        onReload={() => void loadUsers()}
      />
      <AuditSection audit={audit} api={api} onError={fail} />
    </div>
  );
}

function Section({ title, children, action }: { title: string; children: React.ReactNode; action?: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} sx={{ variant: "cards.primary", display: "grid", gap: 3 }}>
      <div sx={{ display: "flex", flexWrap: "wrap", gap: 2, alignItems: "center", justifyContent: "space-between" }}>
        <h2 id={id} sx={{ fontSize: 5, m: 0 }}>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function InviteSection({
  busy,
  disabled,
  onInvite,
}: {
  busy: boolean;
  disabled: boolean;
  onInvite: (email: string) => Promise<Record<string, string> | null>;
}) {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const problem = emailProblem(email);
    if (problem) {
      setError(problem);
      input.current?.focus();
      return;
    }
    setError(undefined);
    const fields = await onInvite(email.trim());
    if (fields) {
      setError(fields.email ?? Object.values(fields).join(" "));
      input.current?.focus();
    } else setEmail("");
  };
  return (
    <Section title="Invite a user">
      <form noValidate onSubmit={(e) => void submit(e)} sx={{ maxWidth: "prose" }}>
        <TextField
          ref={input}
          label="E-mail address"
          name="invite_email"
          type="email"
          autoComplete="off"
          spellCheck={false}
          value={email}
          error={error}
          hint="The address becomes their user name. The sign-in service e-mails a temporary password; their first sign-in asks them to choose their own."
          onChange={(e) => setEmail(e.target.value)}
        />
        <Button type="submit" busy={busy} disabled={disabled && !busy}>
          Send invitation
        </Button>
      </form>
    </Section>
  );
}

function UsersSection({
  users,
  truncated,
  me,
  pending,
  onAct,
  onReload,
}: {
  users: Load<ConsoleUser[]>;
  truncated: boolean;
  me: string;
  pending: string | null;
  onAct: (username: string, action: UserAction) => Promise<boolean>;
  onReload: () => void;
}) {
  return (
    <Section
      title="Users"
      action={
        <Button variant="secondary" onClick={onReload} disabled={users.kind === "loading"}>
          Reload users
        </Button>
      }
    >
      {users.kind === "loading" && <p role="status">Loading users…</p>}
      {users.kind === "failed" && (
        <Alert tone="error" title="The users could not be loaded">
          {users.message}
        </Alert>
      )}
      {users.kind === "ready" && (
        <>
          {truncated && (
            <Alert tone="info">
              <p>The pool has more users than the console lists; the first {users.value.length} are shown.</p>
            </Alert>
          )}
          <div
            role="region"
            aria-label="Users table (scrolls sideways on small screens)"
            tabIndex={0}
            sx={{ overflowX: "auto" }}
          >
            <table sx={tableStyle}>
              <caption sx={{ textAlign: "left", color: "muted", pb: 2 }}>
                {users.value.length} {users.value.length === 1 ? "user" : "users"} in the sign-in pool
              </caption>
              <thead>
                <tr>
                  <th scope="col">User name</th>
                  <th scope="col">E-mail</th>
                  <th scope="col">Status</th>
                  <th scope="col">Enabled</th>
                  <th scope="col">Groups</th>
                  <th scope="col">MFA</th>
                  <th scope="col">Last sign-in</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {users.value.map((user) => (
                  <UserRow
                    key={user.username}
                    user={user}
                    self={user.username.toLowerCase() === me.toLowerCase()}
                    pending={pending}
                    onAct={onAct}
                  />
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Section>
  );
}

function UserRow({
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
                Yes, {BUTTON_TEXT[confirming].toLowerCase()}
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

function AuditSection({
  audit,
  api,
  onError,
}: {
  audit: Load<AuditEntry[]>;
  api: UsersApi;
  onError: (error: unknown) => void;
}) {
  const [status, setStatus] = useState<string>("");
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      const blob = await api.auditCsv();
      const url = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = url;
      link.download = "user-console-audit.csv";
      document.body.appendChild(link);
      link.click();
      link.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setStatus("Downloaded user-console-audit.csv.");
    } catch (error) {
      onError(error);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Section
      title="Audit trail"
      action={
        <Button variant="secondary" busy={downloading} onClick={() => void download()}>
          Download CSV
        </Button>
      }
    >
      <p role="status" sx={{ m: 0, color: "muted", fontSize: 1 }}>
        {status || "Every change made here: who, what, to whom and when (newest first)."}
      </p>
      {audit.kind === "loading" && <p>Loading the audit trail…</p>}
      {audit.kind === "failed" && (
        <Alert tone="error" title="The audit trail could not be loaded">
          {audit.message}
        </Alert>
      )}
      {audit.kind === "ready" && audit.value.length === 0 && <p sx={{ m: 0 }}>No changes recorded yet.</p>}
      {audit.kind === "ready" && audit.value.length > 0 && (
        <div role="region" aria-label="Audit trail table" tabIndex={0} sx={{ overflowX: "auto" }}>
          <table sx={tableStyle}>
            <caption sx={{ textAlign: "left", color: "muted", pb: 2 }}>
              {audit.value.length} {audit.value.length === 1 ? "change" : "changes"}
            </caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Super admin</th>
                <th scope="col">Action</th>
                <th scope="col">User</th>
              </tr>
            </thead>
            <tbody>
              {audit.value.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <time dateTime={entry.at}>{dateTime(entry.at)}</time>
                  </td>
                  <td sx={{ overflowWrap: "anywhere" }}>{entry.actor}</td>
                  <td>{ACTION_LABELS[entry.action]}</td>
                  <td sx={{ overflowWrap: "anywhere" }}>{entry.target}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}

const tableStyle = {
  width: "100%",
  borderCollapse: "collapse",
  fontSize: 1,
  "th, td": {
    textAlign: "left",
    verticalAlign: "top",
    borderBottom: "1px solid",
    borderColor: "border",
    px: 2,
    py: 2,
  },
  "thead th": { fontWeight: "bold", whiteSpace: "nowrap" },
} as const;
