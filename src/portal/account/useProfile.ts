/**
 * The signed-in user's profile (attributes and MFA state) for the sections that show it, loaded once and again
 * after each change; a reload that finishes after a newer one is ignored.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { AccountProfile, AccountServices } from "../../auth/cognito/accountServices";
import { errorMessage } from "./accountLogic";

export interface ProfileState {
  profile: AccountProfile | null;
  loading: boolean;
  error: string | null;
}

export function useProfile(services: AccountServices) {
  const [state, setState] = useState<ProfileState>({ profile: null, loading: true, error: null });
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const id = ++latest.current;
    setState((s) => ({ ...s, loading: true, error: null }));
    try {
      const profile = await services.getProfile();
      if (id === latest.current) setState({ profile, loading: false, error: null });
    } catch (error) {
      if (id === latest.current) setState((s) => ({ ...s, loading: false, error: errorMessage(error) }));
    }
  }, [services]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { ...state, reload };
}

export type ProfileLoader = ReturnType<typeof useProfile>;
