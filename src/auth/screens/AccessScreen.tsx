/** What a signed-out visitor of a protected page sees: why, and a way to sign in right here and stay on the page. */
import LoginPanel from "./LoginPanel";

export default function AccessScreen({ path }: { path: string }) {
  return (
    <div sx={{ maxWidth: "prose", mx: "auto", px: 3, py: [4, 5] }}>
      <h1 sx={{ fontSize: [5, 6], mt: 0 }}>Sign in to continue</h1>
      <p sx={{ color: "muted", mb: 4 }}>
        <code>{path}</code> is part of the admin portal, for authorized administrators only. Sign in and you will come
        back to this page.
      </p>
      <LoginPanel from={path} />
    </div>
  );
}
