/** A short line of text between two rules, separating one way in from the others ("or", "Or sign in another way"). */
import React from "react";

export function OrDivider({ id, children }: { id?: string; children: React.ReactNode }) {
  return (
    <p
      id={id}
      sx={{
        display: "flex",
        alignItems: "center",
        gap: 2,
        color: "muted",
        fontSize: 1,
        my: 3,
        "&::before, &::after": { content: '""', flex: 1, borderTop: "1px solid", borderColor: "border" },
      }}
    >
      {children}
    </p>
  );
}
