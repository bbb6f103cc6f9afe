/**
 * What takes the contact form's place once a message is sent: a heading that takes the focus (so the change is
 * announced and a phone shows it, wherever the visitor had scrolled), the address the confirmation went to, the
 * three next steps and a secondary button for another message. In the form's place rather than under an emptied
 * form, where it read as if the message had been lost.
 */
import { useEffect, useRef } from "react";
import Button from "../components/ui/Button";
import { NEXT_STEPS } from "../../core/contact/nextSteps";

export const SENT_TITLE = "Thank you, your message was sent";
export const ANOTHER_LABEL = "Send another message";

interface ContactSentProps {
  /** The heading's id, which names the page's form section. */
  headingId: string;
  email: string;
  /** Whether the confirmation e-mail went out. */
  acknowledged: boolean;
  onAnother: () => void;
}

export default function ContactSent({ headingId, email, acknowledged, onAnother }: ContactSentProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div
      sx={{
        borderLeft: "4px solid",
        borderColor: "success",
        bg: "paper",
        borderRadius: "default",
        px: [3, 4],
        py: [3, 4],
        "p, li": { lineHeight: 1.7 },
      }}
    >
      <h2 id={headingId} ref={heading} tabIndex={-1} sx={{ mt: 0, mb: 2, "&:focus": { outline: "none" } }}>
        {SENT_TITLE}
      </h2>
      <p sx={{ mt: 0 }}>
        {acknowledged ? (
          <>
            We sent a confirmation to <strong sx={{ overflowWrap: "anywhere" }}>{email}</strong>.
          </>
        ) : (
          <>
            We could not send a confirmation to <strong sx={{ overflowWrap: "anywhere" }}>{email}</strong>, but your
            message reached us.
          </>
        )}
      </p>
      <h3 sx={{ mb: 2 }}>What happens next</h3>
      <ol sx={{ pl: 4, mt: 0, mb: 4 }}>
        {NEXT_STEPS.map((step) => (
          <li key={step.title} sx={{ mb: 2 }}>
            <strong>{step.title}.</strong> {step.body}
          </li>
        ))}
      </ol>
      <Button variant="secondary" onClick={onAnother}>
        {ANOTHER_LABEL}
      </Button>
    </div>
  );
}
