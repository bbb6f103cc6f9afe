/** What the Authenticator hands to the screens that need its settings. */
import type { LoginMechanism } from "../../flow/formValues";
import type { SocialProvider } from "../../flow/types";

export interface ScreenProps {
  loginMechanism: LoginMechanism;
  /** The page to return to after a social sign-in. */
  from: string;
  providers?: readonly SocialProvider[];
}
