/**
 * The site's buttons: one element, its look picked by name from the theme's `buttons` variants, so screens
 * never restate colors. `ButtonLink` is a Gatsby link that looks like a button.
 */
import React from "react";
import { Link } from "gatsby";

export type ButtonVariant = "primary" | "secondary" | "danger" | "ghost" | "icon" | "nav";

export interface ButtonProps extends React.ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  fullWidth?: boolean;
  /** A request is under way: the button is disabled and says so to assistive technology. */
  busy?: boolean;
}

export const Button = React.forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = "primary", fullWidth = false, busy = false, type = "button", disabled, children, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      sx={{ variant: `buttons.${variant}`, width: fullWidth ? "100%" : undefined }}
      {...rest}
    >
      {children}
    </button>
  );
});

export default Button;

export interface ButtonLinkProps {
  to: string;
  children: React.ReactNode;
  variant?: Extract<ButtonVariant, "primary" | "secondary" | "nav">;
  fullWidth?: boolean;
  title?: string;
}

export function ButtonLink({ to, children, variant = "primary", fullWidth = false, title }: ButtonLinkProps) {
  return (
    <Link to={to} title={title} sx={{ variant: `buttons.${variant}`, width: fullWidth ? "100%" : undefined }}>
      {children}
    </Link>
  );
}
