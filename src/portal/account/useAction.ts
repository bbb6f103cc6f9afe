/**
 * One section's requests: runs a service call, marks which button is pending, and keeps the outcome as the
 * section's alert (a success line, or Cognito's message on failure). The state is `actionReducer`'s.
 */
import { useCallback, useReducer } from "react";
import { actionReducer, errorMessage, IDLE_ACTION } from "./accountLogic";
import { useAppDispatch } from "../../state/hooks";
import { notify } from "../../state/slices/common";
import { isStepUpRequired } from "../../auth/session/stepUp";

export interface RunOptions<T> {
  /** The success alert, from the call's result; null shows none (the next step speaks for itself). */
  success?: string | null | ((result: T) => string | null);
  /** The success is a site notification (a toast) instead of the section's alert: for results that end the form
   * or leave the page (a changed password, signing out everywhere, a deleted account). */
  toast?: boolean;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false };

export function useAction() {
  const [state, dispatch] = useReducer(actionReducer, IDLE_ACTION);
  const notifySite = useAppDispatch();

  /** Resolves with the call's outcome; a failure is already on screen when `ok` is false. */
  const run = useCallback(
    async <T>(action: string, task: () => Promise<T>, options: RunOptions<T> = {}): Promise<Outcome<T>> => {
      dispatch({ type: "start", action });
      try {
        const value = await task();
        const { success = null, toast = false } = options;
        const message = typeof success === "function" ? success(value) : success;
        dispatch({ type: "succeed", message: toast ? null : message });
        if (toast && message) notifySite(notify(message, "success"));
        return { ok: true, value };
      } catch (error) {
        dispatch({ type: "fail", message: errorMessage(error), stepUp: isStepUpRequired(error) });
        return { ok: false };
      }
    },
    [notifySite],
  );

  const dismiss = useCallback(() => dispatch({ type: "dismiss" }), []);

  return {
    ...state,
    busy: state.pending !== null,
    isPending: (action: string) => state.pending === action,
    run,
    dismiss,
  };
}

export type SectionAction = ReturnType<typeof useAction>;
