/**
 * The signed-in user's own security set-up, read from Cognito with their access token (no admin rights needed):
 * the e-mail address (and whether Cognito says it is verified), the phone number, the MFA factors (GetUser) and
 * the passkeys (ListWebAuthnCredentials, every page). A pool without passkeys answers the listing with an error:
 * the passkeys are then unknown (null), not 'none', so nothing is reported as removed.
 */
import {
  ChangePasswordCommand,
  ListWebAuthnCredentialsCommand,
  type CognitoIdentityProviderClient,
} from "@aws-sdk/client-cognito-identity-provider";
import { logOnce } from "../log";
import type { UserReader } from "../auth/cognito";
import type { CurrentState, PasskeySummary } from "./state";

async function listPasskeys(
  client: CognitoIdentityProviderClient,
  accessToken: string,
): Promise<PasskeySummary[] | null> {
  const passkeys: PasskeySummary[] = [];
  let next: string | undefined;
  try {
    do {
      const page = await client.send(
        new ListWebAuthnCredentialsCommand({
          AccessToken: accessToken,
          MaxResults: 20,
          ...(next ? { NextToken: next } : {}),
        }),
      );
      for (const c of page.Credentials ?? [])
        if (c.CredentialId) passkeys.push({ id: c.CredentialId, name: c.FriendlyCredentialName ?? "" });
      next = page.NextToken;
    } while (next);
    return passkeys;
  } catch (err) {
    logOnce(`security notices: passkeys could not be listed (${(err as Error)?.name}): they are not compared`);
    return null;
  }
}

/** The account as the security look compares it; its GetUser is the one the request's session check made. */
export async function readUserSecurity(cognito: UserReader, accessToken: string): Promise<CurrentState> {
  const [user, passkeys] = await Promise.all([cognito.getUser(accessToken), listPasskeys(cognito.client, accessToken)]);
  const attr = (name: string) => user.UserAttributes?.find((a) => a.Name === name)?.Value || null;
  const email = attr("email");
  // Only Cognito's own flag makes an address one notices may go to.
  const verifiedEmail = attr("email_verified") === "true" ? email : null;
  return {
    mfa: user.UserMFASettingList ?? [],
    passkeys,
    contact: { email, verifiedEmail, phone: attr("phone_number") },
  };
}

export async function changeOwnPassword(
  client: CognitoIdentityProviderClient,
  accessToken: string,
  previous: string,
  proposed: string,
): Promise<void> {
  await client.send(
    new ChangePasswordCommand({ AccessToken: accessToken, PreviousPassword: previous, ProposedPassword: proposed }),
  );
}
