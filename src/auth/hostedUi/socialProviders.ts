/**
 * Which social providers the sign-in screens offer, from GATSBY_AUTH_SOCIAL_PROVIDERS (comma separated; the
 * four of Amplify's authenticator). Each goes through the hosted UI with Cognito's name for it.
 */
import type { SocialProvider } from "../flow/types";

export const SOCIAL_PROVIDERS: readonly SocialProvider[] = ["Amazon", "Apple", "Facebook", "Google"];

/** Cognito's `identity_provider` value for each provider. */
export const COGNITO_IDP_NAME: Record<SocialProvider, string> = {
  Amazon: "LoginWithAmazon",
  Apple: "SignInWithApple",
  Facebook: "Facebook",
  Google: "Google",
};

export function isSocialProvider(name: string): name is SocialProvider {
  return (SOCIAL_PROVIDERS as readonly string[]).includes(name);
}

/** The configured providers, in a fixed order; unknown names are reported, not guessed. */
export function parseSocialProviders(value: string | undefined): { providers: SocialProvider[]; problems: string[] } {
  const names = (value ?? "")
    .split(",")
    .map((n) => n.trim())
    .filter(Boolean);
  const problems = names
    .filter((n) => !isSocialProvider(n))
    .map(
      (n) =>
        `GATSBY_AUTH_SOCIAL_PROVIDERS: "${n}" is not a supported provider; expected any of ${SOCIAL_PROVIDERS.join(", ")}.`,
    );
  const providers = SOCIAL_PROVIDERS.filter((p) => names.includes(p));
  return { providers, problems };
}
