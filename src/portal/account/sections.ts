/** The account page's sections, in page order: each one's anchor and the name the page's section list gives it. */
export const SECTIONS = {
  profile: { id: "profile", label: "Profile" },
  password: { id: "password", label: "Password" },
  mfa: { id: "two-step-sign-in", label: "Two-step sign-in" },
  passkeys: { id: "passkeys", label: "Passkeys" },
  devices: { id: "devices", label: "Devices" },
  signOut: { id: "sign-out-everywhere", label: "Sign out everywhere" },
  deletion: { id: "delete-account", label: "Delete my account" },
} as const;

export type SectionKey = keyof typeof SECTIONS;
