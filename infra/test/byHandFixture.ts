/** A deployment's own values for the by-hand variables. */
export const BY_HAND_FIXTURE: Readonly<Record<string, string>> = {
  AUTH_COOKIE_KEY: "a1".repeat(32),
  CALENDAR_TOKEN_KEY: "b2".repeat(32),
  SITE_AWS_SECRET_ACCESS_KEY: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
  COGNITO_ADMIN_SECRET_ACCESS_KEY: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
  MICROSOFT_CLIENT_ID: "0d5e6f70-8192-4a3b-9c4d-5e6f708192a3",
  MICROSOFT_CLIENT_SECRET: "a-real-secret",
  GOOGLE_CLIENT_ID: "1234-real.apps.googleusercontent.com",
  GOOGLE_CLIENT_SECRET: "another-real-secret",
  SMTP_HOST: "email-smtp.eu-west-1.amazonaws.com",
  SMTP_PORT: "587",
  SMTP_SECURE: "starttls",
  SMTP_USER: "AKIAIOSFODNN7SMTPUSER",
  SMTP_PASSWORD: "smtp-password",
  MAIL_FROM: "Northwind Consulting <no-reply@northwind.example>",
  MAIL_SALES_TO: "sales@northwind.example",
};
