import { createAction, type UnknownAction } from "@reduxjs/toolkit";
import type { ColorMode } from "../../theme/colorMode";

export interface ThemeState {
  mode: ColorMode;
  /** True once the user picked a mode; until then the mode follows the system preference. */
  preferred: boolean;
}

export const initialThemeState: ThemeState = { mode: "light", preferred: false };

export const modeToggled = createAction("theme/modeToggled");
export const modeChosen = createAction<ColorMode>("theme/modeChosen");
/** The OS scheme changed; only followed while the user has not chosen. */
export const systemModeChanged = createAction<ColorMode>("theme/systemModeChanged");

export default function themeReducer(state: ThemeState = initialThemeState, action: UnknownAction): ThemeState {
  if (modeToggled.match(action)) return { mode: state.mode === "dark" ? "light" : "dark", preferred: true };
  if (modeChosen.match(action)) return { mode: action.payload, preferred: true };
  if (systemModeChanged.match(action) && !state.preferred) return { ...state, mode: action.payload };
  return state;
}
