import { createSlice, type PayloadAction } from "@reduxjs/toolkit";

/** A key object handed between admin tools (for example a selected record's identifier). */
export interface KeyState {
  key: Record<string, string>;
}

const initialState: KeyState = { key: {} };

const keySlice = createSlice({
  name: "key",
  initialState,
  reducers: {
    keySet(state, action: PayloadAction<Record<string, string>>) {
      state.key = action.payload;
    },
    keyCleared(state) {
      state.key = {};
    },
  },
});

export const { keySet, keyCleared } = keySlice.actions;
export default keySlice.reducer;
