/** What the page says while a hosted-UI return is being completed. */

export default function CompletingSignIn() {
  return (
    <p role="status" sx={{ textAlign: "center", color: "muted" }}>
      Completing your sign-in…
    </p>
  );
}
