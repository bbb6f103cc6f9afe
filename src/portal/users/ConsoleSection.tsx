/** A section of the user console: a card named by its heading, with an optional action (a button) beside it. */
import React, { useId } from "react";

export function ConsoleSection({
  title,
  children,
  action,
}: {
  title: string;
  children: React.ReactNode;
  action?: React.ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} sx={{ variant: "cards.primary", display: "grid", gap: 3 }}>
      <div sx={{ display: "flex", flexWrap: "wrap", gap: 2, alignItems: "center", justifyContent: "space-between" }}>
        <h2 id={id} sx={{ fontSize: 5, m: 0 }}>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
