/**
 * The OAuth scopes of the hosted-UI sign-in: what the app client allows (poolDefinition.ts, so the stack and the
 * local pool) and what the browser asks for (src/auth/hostedUi/client.ts), in one place. Its own module so the
 * browser's hosted-UI code does not carry the whole pool definition.
 */
export const OAUTH_SCOPES = ["phone", "email", "openid", "profile", "aws.cognito.signin.user.admin"] as const;
