/**
 * The theme slice of the client state: the mode and whether the visitor chose it (else it follows the system), the
 * initial mode from the stored preference (colorMode.ts). Every page needs it, and public pages carry no Redux
 * store (docs/performance.md, issue 44), so it runs in a store of its own (themeStore.ts), not in the Redux one.
 * Plain action objects: createAction would bring Redux Toolkit back onto every page.
 */
import type { ColorMode } from "./colorMode";

export interface ThemeState {
  mode: ColorMode;
  /** True once the user picked a mode; until then the mode follows the system preference. */
  preferred: boolean;
}

export const initialThemeState: ThemeState = { mode: "light", preferred: false };

export type ThemeAction =
  | { type: "theme/modeToggled" }
  | { type: "theme/modeChosen"; payload: ColorMode }
  /** The OS scheme changed; only followed while the user has not chosen. */
  | { type: "theme/systemModeChanged"; payload: ColorMode };

export const modeToggled = (): ThemeAction => ({ type: "theme/modeToggled" });
export const modeChosen = (mode: ColorMode): ThemeAction => ({ type: "theme/modeChosen", payload: mode });
export const systemModeChanged = (mode: ColorMode): ThemeAction => ({ type: "theme/systemModeChanged", payload: mode });

export default function themeReducer(state: ThemeState = initialThemeState, action: ThemeAction): ThemeState {
  switch (action.type) {
    case "theme/modeToggled":
      return { mode: state.mode === "dark" ? "light" : "dark", preferred: true };
    case "theme/modeChosen":
      return state.preferred && state.mode === action.payload ? state : { mode: action.payload, preferred: true };
    case "theme/systemModeChanged":
      return state.preferred ? state : { ...state, mode: action.payload };
    default:
      return state;
  }
}
