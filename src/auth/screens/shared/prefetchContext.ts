/**
 * Fetches the screens after the sign-in form (their chunk) when a person starts on a form, as the sign-in library
 * is, so the next step shows at once. Given by the Router, which owns that chunk: a screen inside it cannot
 * import its loader without an import circle. Not webpack's `webpackPrefetch`: its runtime leaves a failed chunk
 * load as an unhandled rejection, on which Gatsby reloads the whole page (losing what the person was doing). A
 * failed fetch is left for the screen's own load, and the next focus tries again.
 */
import { createContext } from "react";

export const PrefetchScreens = createContext<() => void>(() => undefined);
