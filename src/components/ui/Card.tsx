/** A bordered surface from the theme's `cards.primary` variant; `as` keeps lists and articles semantic. */
import React from "react";

export interface CardProps extends React.HTMLAttributes<HTMLElement> {
  as?: "div" | "li" | "article" | "section";
  children: React.ReactNode;
}

export function Card({ as: Tag = "div", children, ...rest }: CardProps) {
  return (
    <Tag sx={{ variant: "cards.primary", display: "flex", flexDirection: "column", gap: 2 }} {...rest}>
      {children}
    </Tag>
  );
}

export default Card;
