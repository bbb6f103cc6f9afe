/**
 * /admin/users/: the super admins' user console. Lists the pool's users (status, enabled, groups, MFA, last
 * sign-in), invites people, and per user disables / enables, grants or removes Admins and resets MFA (the
 * destructive ones after a confirmation), then shows the audit trail with a CSV download. The functions decide
 * (src/api/users/*): this page shows their answers, and when one says a recent sign-in is required it says so and
 * offers to sign in again (signing out here brings the portal's access screen on this same page).
 *
 * This file keeps the page's state (the lists, the last result, the step-up notice) and the calls; each section is a
 * component of its own next to it. The portal imports this module lazily, so they all load only on /admin/users/.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useAuthRuntime } from "../../auth/useAuthenticator";
import { Alert } from "../../components/ui/Alert";
import { Button } from "../../components/ui/Button";
import { createUsersApi, UsersApiError, type UsersApi } from "./api";
import {
  STEP_UP_MAX_AGE_SECONDS,
  type AuditEntry,
  type ConsoleUser,
  type UserAction,
} from "../../../core/portal/users";
import { AuditSection } from "./AuditSection";
import { InviteSection } from "./InviteSection";
import type { Load } from "./shared";
import { UsersSection } from "./UsersSection";

type Result = { tone: "success" | "error"; message: string } | null;

const DONE_TEXT: Record<UserAction, (u: string) => string> = {
  disable: (u) => `${u} is disabled and signed out everywhere.`,
  enable: (u) => `${u} is enabled and can sign in again.`,
  addAdmin: (u) => `${u} is in Admins from their next sign-in.`,
  removeAdmin: (u) => `${u} is no longer in Admins; their open sessions have ended.`,
  resetMfa: (u) => `MFA of ${u} is reset: their next sign-in asks for no code.`,
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
