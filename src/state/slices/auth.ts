import { createAction, type UnknownAction } from "@reduxjs/toolkit";

/** What the UI needs of the signed-in user; filled by the sign-in flow (src/auth). */
export interface UserDetails {
  username: string;
  email?: string;
  groups: string[];
}

export interface AuthState {
  userDetails: UserDetails | null;
}

const initialState: AuthState = { userDetails: null };

export const userSignedIn = createAction<UserDetails>("auth/userSignedIn");
export const userSignedOut = createAction("auth/userSignedOut");

export default function authReducer(state: AuthState = initialState, action: UnknownAction): AuthState {
  if (userSignedIn.match(action)) return { userDetails: action.payload };
  if (userSignedOut.match(action)) return { userDetails: null };
  return state;
}
