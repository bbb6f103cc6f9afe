/**
 * The screens after the sign-in form share one chunk (auth-screens); it is fetched when a person starts on a form,
 * as the sign-in library is, so the next step shows at once. Not webpack's `webpackPrefetch`: its runtime leaves a
 * failed chunk load of any chunk as an unhandled rejection, on which Gatsby reloads the whole page (losing what the
 * person was doing, signed in or not). A failed fetch here is simply left for the screen's own load (and the next
 * focus tries again: loadOnce).
 */
import { loadOnce } from "../loadOnce";

const loadScreens = loadOnce(() => import(/* webpackChunkName: "auth-screens" */ "./ConfirmSignUp"));

export function prefetchScreens(): void {
  loadScreens().catch(() => undefined);
}
