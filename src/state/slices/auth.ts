import { createSlice, type PayloadAction } from "@reduxjs/toolkit";

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

const authSlice = createSlice({
  name: "auth",
  initialState,
  reducers: {
    userSignedIn(state, action: PayloadAction<UserDetails>) {
      state.userDetails = action.payload;
    },
    userSignedOut(state) {
      state.userDetails = null;
    },
  },
});

export const { userSignedIn, userSignedOut } = authSlice.actions;
export default authSlice.reducer;
