/** A field for a code sent by e-mail or SMS or shown by an authenticator app: numeric keypad, one-time-code autofill. */
import { TextField, type TextFieldProps } from "./TextField";

export type OneTimeCodeFieldProps = Omit<TextFieldProps, "inputMode" | "autoComplete" | "pattern" | "type">;

export function OneTimeCodeField({ maxLength = 10, ...props }: OneTimeCodeFieldProps) {
  return (
    <TextField inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]*" maxLength={maxLength} {...props} />
  );
}

export default OneTimeCodeField;
