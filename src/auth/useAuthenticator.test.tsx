/**
 * The binding over one runtime that outlives its providers (as the page-load singleton does): the Redux user
 * follows the flow at mount and after, whatever happened while no provider was mounted.
 */
import React from "react";
import { act } from "@testing-library/react";
import { renderWithProviders } from "../../test/renderWithProviders";
import { fakeRuntime } from "../../test/authRuntime";
import { AuthProvider, useAuthenticator, watchFlow } from "./useAuthenticator";

const flush = () => act(() => new Promise((r) => setTimeout(r, 0)));

it("clears a user seeded from storage when the pool no longer accepts the session", async () => {
  const { runtime } = fakeRuntime({ current: null });
  const { store } = renderWithProviders(<AuthProvider runtime={runtime}>page</AuthProvider>, {
    auth: { userDetails: { username: "stale@example.com", groups: ["Admins"] } },
  });
  await flush();
  expect(runtime.authenticator.getContext().route).toBe("signIn");
  expect(store.getState().auth.userDetails).toBeNull();
});

it("reports a sign-in that finished while no provider was mounted, on the next mount", async () => {
  const { runtime } = fakeRuntime({ accounts: { "admin@example.com": { password: "password1" } } });
  const first = renderWithProviders(<AuthProvider runtime={runtime}>page</AuthProvider>);
  await flush();
  runtime.authenticator.send({ type: "SUBMIT", values: { username: "admin@example.com", password: "password1" } });
  first.unmount(); // the user clicked a link before the answer came
  await act(() => runtime.authenticator.settled().then(() => undefined));
  expect(runtime.authenticator.getContext().route).toBe("authenticated");

  const second = renderWithProviders(<AuthProvider runtime={runtime}>page</AuthProvider>);
  await flush();
  expect(second.store.getState().auth.userDetails).toEqual({
    username: "admin@example.com",
    groups: [],
    email: "admin@example.com",
  });
});

it("keeps the Redux user in step with sign-in and sign-out while mounted", async () => {
  const { runtime } = fakeRuntime({ accounts: { "admin@example.com": { password: "password1" } } });
  const { store } = renderWithProviders(<AuthProvider runtime={runtime}>page</AuthProvider>);
  await flush();
  await act(async () => {
    runtime.authenticator.send({ type: "SUBMIT", values: { username: "admin@example.com", password: "password1" } });
    await runtime.authenticator.settled();
  });
  expect(store.getState().auth.userDetails?.username).toBe("admin@example.com");
  await act(async () => {
    runtime.authenticator.send({ type: "SIGN_OUT" });
    await runtime.authenticator.settled();
  });
  expect(store.getState().auth.userDetails).toBeNull();
});

it("renews the tokens a minute before they expire after a form sign-in, which reaches 'authenticated' through the contact check with the same user", async () => {
  jest.useFakeTimers();
  try {
    const { runtime, calls } = fakeRuntime({
      accounts: { "admin@example.com": { password: "password1" } },
      expiresInMs: 70_000,
    });
    const stop = watchFlow(runtime);
    runtime.authenticator.send({ type: "INIT" });
    await runtime.authenticator.settled();
    runtime.authenticator.send({ type: "SUBMIT", values: { username: "admin@example.com", password: "password1" } });
    await runtime.authenticator.settled();
    expect(runtime.authenticator.getContext().route).toBe("authenticated");
    expect(calls).toContain("verifiedContact");
    // The timers' module arrives (a lazy chunk in the browser) before the renewal is scheduled.
    for (let i = 0; i < 10; i++) await Promise.resolve();

    jest.advanceTimersByTime(9_000);
    expect(calls).not.toContain("refreshSession");
    jest.advanceTimersByTime(2_000);
    expect(calls).toContain("refreshSession");
    stop();
  } finally {
    jest.useRealTimers();
  }
});

it("with a selector, a component re-renders only when what it selected changes", async () => {
  const { runtime } = fakeRuntime({ current: null });
  const renders = { email: 0, password: 0, everything: 0 };
  function Field({ name }: { name: "email" | "password" }) {
    const { context } = useAuthenticator((c) => [c.formValues[name]]);
    renders[name] += 1;
    return <output aria-label={name}>{context.formValues[name] ?? ""}</output>;
  }
  function Everything() {
    useAuthenticator();
    renders.everything += 1;
    return null;
  }
  const view = renderWithProviders(
    <AuthProvider runtime={runtime}>
      <Field name="email" />
      <Field name="password" />
      <Everything />
    </AuthProvider>,
  );
  await flush();
  const before = { ...renders };
  act(() => runtime.authenticator.send({ type: "CHANGE", name: "email", value: "a" }));
  act(() => runtime.authenticator.send({ type: "CHANGE", name: "email", value: "ab" }));
  expect(renders.email - before.email).toBe(2);
  expect(renders.password - before.password).toBe(0);
  expect(renders.everything - before.everything).toBe(2);
  expect(view.getByLabelText("email").textContent).toBe("ab");
  act(() => runtime.authenticator.send({ type: "CHANGE", name: "password", value: "x" }));
  expect(renders.email - before.email).toBe(2);
  expect(view.getByLabelText("password").textContent).toBe("x");
});
