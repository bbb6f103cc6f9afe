/**
 * Cognito's standard user attributes a user may write (the OpenID Connect standard claims Cognito supports, less
 * `sub` and the `*_verified` flags): what a sign-up form may send (src/auth/flow/formValues.ts) and what the local
 * pool accepts in SignUp and UpdateUserAttributes (emulators/cognito/users.ts).
 */
export const WRITABLE_STANDARD_ATTRIBUTES = [
  "address",
  "birthdate",
  "email",
  "family_name",
  "gender",
  "given_name",
  "locale",
  "middle_name",
  "name",
  "nickname",
  "phone_number",
  "picture",
  "preferred_username",
  "profile",
  "updated_at",
  "website",
  "zoneinfo",
] as const;
