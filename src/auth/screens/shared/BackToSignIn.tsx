/** The way out of every secondary screen. */
import React from "react";
import { Button } from "../../../components/ui/Button";
import { useAuthenticator } from "../../useAuthenticator";

export function BackToSignIn() {
  const { toSignIn } = useAuthenticator();
  return (
    <Button variant="ghost" onClick={toSignIn}>
      Back to Sign In
    </Button>
  );
}
