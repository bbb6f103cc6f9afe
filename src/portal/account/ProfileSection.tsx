/**
 * The profile attributes the user may change (name, e-mail address, phone number): shown as they are, with 'Edit
 * profile' opening the form. Only changed values are sent; a new e-mail address stays unverified until the user
 * enters the code Cognito sent to it, and that form stays on the page until then.
 */
import React, { useMemo, useState } from "react";
import type { AccountServices } from "../../auth/cognito/accountServices";
import { Button } from "../../components/ui/Button";
import { TextField } from "../../components/ui/TextField";
import { OneTimeCodeField } from "../../components/ui/OneTimeCodeField";
import { AccountSection } from "./AccountSection";
import { SECTIONS } from "./sections";
import {
  attributeChanges,
  emailUnverified,
  hasChanges,
  profileErrors,
  profileValues,
  type ProfileField,
  type ProfileValues,
} from "./accountLogic";
import { ProfilePending } from "./ProfilePending";
import { useAction } from "./useAction";
import { useDisclosure } from "./useDisclosure";
import type { ProfileLoader } from "./useProfile";
import { ProfileSummary } from "./ProfileSummary";

export function ProfileSection({ services, loader }: { services: AccountServices; loader: ProfileLoader }) {
  const action = useAction();
  const editing = useDisclosure();
  const { profile } = loader;
  const original = useMemo(() => profileValues(profile), [profile]);
  const [values, setValues] = useState<ProfileValues>(original);
  const [submitted, setSubmitted] = useState(false);
  const [code, setCode] = useState("");

  // The loaded or reloaded profile (after a save or a verification) is the new starting point of the form, set
  // while rendering (React's pattern for state that follows a prop): with an effect, the form was first painted
  // empty, and a check right after loading could read that.
  const [startedFrom, setStartedFrom] = useState(original);
  if (startedFrom !== original) {
    setStartedFrom(original);
    setValues(original);
  }

  const changes = attributeChanges(original, values);
  const errors = submitted ? profileErrors(values) : {};
  const field = (name: ProfileField) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(profileErrors(values)).length > 0 || !hasChanges(changes)) return;
    const outcome = await action.run(
      "save",
      async () => {
        const result =
          Object.keys(changes.update).length > 0
            ? await services.updateAttributes(changes.update)
            : { codeSent: false, deliveries: [] };
        if (changes.remove.length > 0) await services.deleteAttributes(changes.remove);
        return result;
      },
      {
        success: ({ codeSent, deliveries }) => {
          if (!codeSent) return "Profile saved";
          const to = deliveries.find((d) => d.AttributeName === "email")?.Destination ?? deliveries[0]?.Destination;
          const where = to ? ` to ${to}` : "";
          return `Profile saved. We sent a verification code${where}: enter it below to verify your new e-mail address.`;
        },
      },
    );
    if (outcome.ok) {
      setSubmitted(false);
      editing.hide();
      await loader.reload();
    }
  };

  const cancel = () => {
    setValues(original);
    setSubmitted(false);
    editing.hide();
  };

  const verify = async (event: React.FormEvent) => {
    event.preventDefault();
    const outcome = await action.run("verify", () => services.verifyAttribute("email", code.trim()), {
      success: "E-mail address verified",
    });
    if (outcome.ok) {
      setCode("");
      await loader.reload();
    }
  };

  const resend = () =>
    action.run("resend", () => services.sendAttributeCode("email"), {
      success: (d) => `We sent a new code${d.Destination ? ` to ${d.Destination}` : ""}.`,
    });

  return (
    <AccountSection
      id={SECTIONS.profile.id}
      title="Profile"
      description={<p>Your name and how we reach you.</p>}
      action={
        profile &&
        !editing.open && (
          <Button ref={editing.opener} variant="secondary" onClick={editing.show}>
            Edit profile
          </Button>
        )
      }
      result={action.result}
      onDismiss={action.dismiss}
    >
      {!profile ? (
        <ProfilePending loader={loader} />
      ) : (
        <>
          {editing.open ? (
            <form ref={editing.panel} noValidate onSubmit={(e) => void save(e)}>
              <TextField label="Name" autoComplete="name" {...field("name")} />
              <TextField
                label="E-mail address"
                type="email"
                autoComplete="email"
                autoCapitalize="none"
                spellCheck={false}
                required
                hint="A new address must be verified with a code we send to it."
                {...field("email")}
              />
              <TextField
                label="Phone number"
                type="tel"
                autoComplete="tel"
                hint="International format, for example +15555550100. Needed for text-message codes."
                {...field("phone_number")}
              />
              <div sx={{ display: "flex", flexWrap: "wrap", gap: 2 }}>
                <Button type="submit" busy={action.isPending("save")} disabled={action.busy || !hasChanges(changes)}>
                  Save profile
                </Button>
                <Button variant="ghost" disabled={action.busy} onClick={cancel}>
                  Cancel
                </Button>
              </div>
            </form>
          ) : (
            <ProfileSummary profile={profile} />
          )}
          {emailUnverified(profile) && (
            <form noValidate onSubmit={(e) => void verify(e)} sx={{ mt: 4 }}>
              <h3 sx={{ fontSize: 3, mt: 0, mb: 2 }}>Verify your e-mail address</h3>
              <p sx={{ mt: 0 }}>
                <strong>{profile.attributes.email}</strong> is not verified yet. Enter the code we sent to it.
              </p>
              <OneTimeCodeField
                label="Verification code"
                name="email_code"
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
              <div sx={{ display: "flex", flexWrap: "wrap", gap: 2 }}>
                <Button type="submit" busy={action.isPending("verify")} disabled={action.busy || !code.trim()}>
                  Verify e-mail address
                </Button>
                <Button
                  variant="ghost"
                  busy={action.isPending("resend")}
                  disabled={action.busy}
                  onClick={() => void resend()}
                >
                  Send a new code
                </Button>
              </div>
            </form>
          )}
        </>
      )}
    </AccountSection>
  );
}
