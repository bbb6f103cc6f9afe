/**
 * Session time-outs in the page: the idle warning ('Stay signed in' / 'Sign out') a minute before the end,
 * sign-out at the idle or absolute limit, and sign-out in every tab when one tab signs out. Loaded by
 * SessionTimeoutWhenSignedIn once someone is signed in, on /login/ and in the portal; the rules live in
 * sessionWatch.ts and sessionLimits.ts.
 */
import { useEffect, useRef, useState } from "react";
import { Button } from "../../components/ui/Button";
import { endedMessage, secondsLeft, sessionLimitsFrom, type SessionLimits } from "../../../core/auth/sessionLimits";
import { watchSession, type SessionWatch, type WatchState } from "./watch";
import { useBeforePaint } from "../../components/useBeforePaint";
import { browserTimers } from "./timers";
import { browserTabSync, type TabSync } from "./tabSync";
import { useAuthenticator, useAuthRuntime } from "../useAuthenticator";

export const SIGNED_OUT_ELSEWHERE_MESSAGE = "You signed out in another tab of this site.";

const ACTIVITY_EVENTS = ["pointerdown", "keydown", "wheel", "touchstart"] as const;

let reported = false;
function buildLimits(): SessionLimits {
  // Each GATSBY_ variable named in full: Gatsby replaces them at build time.
  const { limits, problems } = sessionLimitsFrom({
    GATSBY_SESSION_IDLE_MINUTES: process.env.GATSBY_SESSION_IDLE_MINUTES,
    GATSBY_SESSION_MAX_HOURS: process.env.GATSBY_SESSION_MAX_HOURS,
  });
  if (problems.length && !reported) {
    reported = true;
    for (const problem of problems) console.error(`Session time-outs: ${problem}`);
  }
  return limits;
}

export interface SessionTimeoutProps {
  /** Tests inject these; the page uses the browser's. */
  limits?: SessionLimits;
  sync?: TabSync;
  /** When the page saw the sign-in that loaded this code: the first session's idle time counts from there. */
  activeSince?: number;
}

export default function SessionTimeout({
  limits: injectedLimits,
  sync: injectedSync,
  activeSince,
}: SessionTimeoutProps) {
  const { route, user, signOut } = useAuthenticator((c) => [c.route, c.user]);
  const { hub } = useAuthRuntime();
  const [state, setState] = useState<WatchState>({ phase: "active" });
  const watch = useRef<SessionWatch | null>(null);
  const signedIn = route === "authenticated" && user !== null;
  const signInId = user?.signInId ?? user?.signedInAt;
  // Read when a watch starts, not a reason to start another: a renewal may move it by the clock drift it measures.
  const signedInAt = useRef(user?.signedInAt);
  signedInAt.current = user?.signedInAt;
  const sync = useRef<TabSync | null>(injectedSync ?? null);
  const tabs = () => (sync.current ??= browserTabSync());
  const signOutRef = useRef(signOut);
  signOutRef.current = signOut;
  // Only the sign-in that loaded this code started before it: once signed out, later sign-ins are seen at once.
  const firstActiveSince = useRef(activeSince);

  // Watch the session while signed in, from the moment this mounts rather than a frame later: Preact runs plain
  // effects after the next frame, which a background tab (or a test's stopped clock) may hold back for long.
  useBeforePaint(() => {
    if (!signedIn) {
      firstActiveSince.current = undefined;
      return undefined;
    }
    const limits = injectedLimits ?? buildLimits();
    const current = watchSession({
      limits,
      sync: tabs(),
      timers: browserTimers,
      signedInAt: signedInAt.current,
      signInId,
      activeSince: firstActiveSince.current,
      onState: setState,
      onEnd: (reason) => {
        setState({ phase: "active" });
        hub.dispatch({ event: "notice", message: endedMessage(reason, limits), tone: "info" });
        void signOutRef.current();
      },
    });
    watch.current = current;
    const onActivity = () => current.activity();
    const onVisible = () => document.visibilityState === "visible" && current.activity();
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true, capture: true });
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      current.stop();
      watch.current = null;
      setState({ phase: "active" });
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
      document.removeEventListener("visibilitychange", onVisible);
    };
    // One watch per sign-in: `tabs`, the sign-in time and the sign-out are read through refs.
  }, [signedIn, signInId, injectedLimits, hub]);

  // Signing out here signs out the other tabs; a sign-out there signs out this one.
  const wasSignedIn = useRef(signedIn);
  useEffect(() => {
    if (wasSignedIn.current && !signedIn) tabs().announceSignOut();
    wasSignedIn.current = signedIn;
  }, [signedIn]);
  useEffect(() => {
    if (!signedIn) return undefined;
    return tabs().onSignOut(() => {
      hub.dispatch({ event: "notice", message: SIGNED_OUT_ELSEWHERE_MESSAGE, tone: "info" });
      void signOutRef.current();
    });
  }, [signedIn, hub]);

  if (state.phase !== "warning") return null;
  return (
    <IdleWarning
      seconds={secondsLeft(state.endsAt, state.now)}
      onStay={() => watch.current?.stay()}
      onSignOut={() => void signOutRef.current()}
    />
  );
}

function IdleWarning({ seconds, onStay, onSignOut }: { seconds: number; onStay(): void; onSignOut(): void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  // Open before the first paint, as soon as the warning renders: a modal shown a frame later lets a click land behind it.
  useBeforePaint(() => {
    const element = dialog.current;
    // A modal <dialog> keeps focus inside and makes the page behind it inert; jsdom lacks showModal.
    if (element && !element.open) {
      if (typeof element.showModal === "function") element.showModal();
      else element.setAttribute("open", "");
    }
    return () => {
      if (element?.open && typeof element.close === "function") element.close();
    };
  }, []);
  const minutes = Math.floor(seconds / 60);
  const clock = `${minutes}:${String(seconds % 60).padStart(2, "0")}`;
  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="idle-warning-title"
      aria-describedby="idle-warning-text"
      // Escape means 'I am here', not 'sign me out'.
      onCancel={(e) => {
        e.preventDefault();
        onStay();
      }}
      sx={{
        zIndex: "dialog",
        maxWidth: 440,
        width: "calc(100% - 32px)",
        p: 4,
        bg: "background",
        color: "text",
        border: "1px solid",
        borderColor: "muted",
        borderRadius: 8,
        boxShadow: "0 8px 32px rgba(0, 0, 0, 0.35)",
        "&::backdrop": { bg: "rgba(0, 0, 0, 0.55)" },
      }}
    >
      <h2 id="idle-warning-title" sx={{ mt: 0, fontSize: 4 }}>
        Are you still there?
      </h2>
      <p id="idle-warning-text">
        You have been inactive for a while. For your security you will be signed out in{" "}
        <strong>
          <time aria-label={`${seconds} seconds`}>{clock}</time>
        </strong>
        .
      </p>
      <div sx={{ display: "flex", gap: 3, flexWrap: "wrap", mt: 3 }}>
        {/* Focus starts on the safe answer. */}
        <Button autoFocus onClick={onStay}>
          Stay signed in
        </Button>
        <Button variant="secondary" onClick={onSignOut}>
          Sign out
        </Button>
      </div>
    </dialog>
  );
}
