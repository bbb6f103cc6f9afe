/**
 * How the account page asks for a fresh sign-in (step-up): the page provides it, sections whose action was
 * refused for an old sign-in offer it. Null where no page provides it (tests of a lone section).
 */
import { createContext, useContext } from "react";

export const ReauthenticateContext = createContext<(() => void) | null>(null);

export function useReauthenticate(): (() => void) | null {
  return useContext(ReauthenticateContext);
}
