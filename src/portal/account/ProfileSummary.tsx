/** The profile as it is, before anyone edits it: name, e-mail address (verified or not) and phone number. */
import type { AccountProfile } from "../../auth/cognito/accountServices";
import { emailUnverified } from "./accountLogic";

export function ProfileSummary({ profile }: { profile: AccountProfile }) {
  const { name, email, phone_number: phone } = profile.attributes;
  const missing = (text: string) => <span sx={{ color: "muted" }}>{text}</span>;
  return (
    <dl
      sx={{
        display: "grid",
        gridTemplateColumns: ["1fr", "max-content minmax(0, 1fr)"],
        columnGap: 4,
        rowGap: [0, 1],
        m: 0,
        dt: { fontWeight: "bold" },
        dd: { m: 0, mb: [2, 0], overflowWrap: "anywhere" },
      }}
    >
      <dt>Name</dt>
      <dd>{name || missing("Not set")}</dd>
      <dt>E-mail address</dt>
      <dd>
        {email || missing("Not set")}
        {email && (emailUnverified(profile) ? " (not verified yet)" : " (verified)")}
      </dd>
      <dt>Phone number</dt>
      <dd>{phone || missing("Not set: needed for text-message codes")}</dd>
    </dl>
  );
}
