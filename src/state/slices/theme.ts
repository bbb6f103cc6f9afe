import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { ColorMode } from "../../theme/colorMode";

export interface ThemeState {
  mode: ColorMode;
  /** True once the user picked a mode; until then the mode follows the system preference. */
  preferred: boolean;
}

export const initialThemeState: ThemeState = { mode: "light", preferred: false };

const themeSlice = createSlice({
  name: "theme",
  initialState: initialThemeState,
  reducers: {
    modeToggled(state) {
      state.mode = state.mode === "dark" ? "light" : "dark";
      state.preferred = true;
    },
    modeChosen(state, action: PayloadAction<ColorMode>) {
      state.mode = action.payload;
      state.preferred = true;
    },
    /** The OS scheme changed; only followed while the user has not chosen. */
    systemModeChanged(state, action: PayloadAction<ColorMode>) {
      if (!state.preferred) state.mode = action.payload;
    },
  },
});

export const { modeToggled, modeChosen, systemModeChanged } = themeSlice.actions;
export default themeSlice.reducer;
