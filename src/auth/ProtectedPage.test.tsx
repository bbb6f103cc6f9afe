/** The protected-page wrapper: loading, the current-user check, the 10 s time-out, both modes, and sign-out. */
import React from "react";
import { act, fireEvent, screen } from "@testing-library/react";
import { navigate } from "gatsby";
import { renderWithProviders } from "../../test/renderWithProviders";
import { fakeRuntime, type FakeRuntimeOptions } from "../../test/authRuntime";
import { AuthProvider } from "./useAuthenticator";
import ProtectedPage, { type ProtectedPageChildProps } from "./ProtectedPage";
import { AUTH_CHECK_TIMEOUT_MS } from "./protectedStatus";

jest.mock("../components/loading/LoadingScreen", () => ({
  __esModule: true,
  default: () => <p>Loading...</p>,
}));

const admin = { username: "admin@example.com", groups: [] };

function renderProtected(options: FakeRuntimeOptions, loginOnly = false) {
  const fake = fakeRuntime(options);
  const seen: ProtectedPageChildProps[] = [];
  const view = renderWithProviders(
    <AuthProvider runtime={fake.runtime}>
      <ProtectedPage path="/crm/" loginOnly={loginOnly}>
        {(props) => {
          seen.push(props);
          return (
            <div>
              <p>Secret page for {props.user ? props.user.username : String(props.user)}</p>
              <button type="button" onClick={() => void props.signOut()}>
                Leave
              </button>
            </div>
          );
        }}
      </ProtectedPage>
    </AuthProvider>,
  );
  return { ...fake, ...view, seen };
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(console, "error").mockImplementation(() => undefined);
  (navigate as jest.Mock).mockClear();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const flush = () => act(() => jest.advanceTimersByTimeAsync(0));

it("starts loading, asks for the current user once mounted, and shows the page to a signed-in user", async () => {
  const fake = renderProtected({ current: admin });
  expect(screen.getByText("Loading...")).toBeInTheDocument();
  await flush();
  expect(fake.calls[0]).toBe("getCurrentUser");
  expect(screen.getByText("Secret page for admin@example.com")).toBeInTheDocument();
  expect(fake.store.getState().auth.userDetails).toEqual({ username: "admin@example.com", groups: [] });
});

it("shows the access screen, with the current path, to a signed-out visitor", async () => {
  renderProtected({ current: null });
  await flush();
  expect(screen.queryByText(/Secret page/)).toBeNull();
  expect(screen.getByRole("heading", { name: "Sign in to continue" })).toBeInTheDocument();
  expect(screen.getByText("/crm/")).toBeInTheDocument();
  expect(screen.getByRole("tab", { name: "Sign In" })).toBeInTheDocument();
});

it("stops loading after 10 s when the check never answers", async () => {
  renderProtected({ current: "never" });
  await act(() => jest.advanceTimersByTimeAsync(AUTH_CHECK_TIMEOUT_MS - 1));
  expect(screen.getByText("Loading...")).toBeInTheDocument();
  await act(() => jest.advanceTimersByTimeAsync(1));
  expect(screen.queryByText("Loading...")).toBeNull();
  expect(screen.getByRole("heading", { name: "Sign in to continue" })).toBeInTheDocument();
});

it("lets the visitor sign in on the access screen and stay on the page", async () => {
  const fake = renderProtected({ current: null, accounts: { "admin@example.com": { password: "password1" } } });
  await flush();
  fireEvent.change(screen.getByLabelText("Email", { selector: "input" }), { target: { value: "admin@example.com" } });
  fireEvent.change(screen.getByLabelText(/^Password/, { selector: "input" }), { target: { value: "password1" } });
  fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
  await flush();
  await flush();
  expect(screen.getByText("Secret page for admin@example.com")).toBeInTheDocument();
  expect(fake.calls).toContain("signIn:admin@example.com");
});

it("signs out: calls the service, clears the user, and goes to /login/", async () => {
  const fake = renderProtected({ current: admin });
  await flush();
  fireEvent.click(screen.getByRole("button", { name: "Leave" }));
  await flush();
  await flush();
  expect(fake.calls).toContain("signOut");
  expect(fake.store.getState().auth.userDetails).toBeNull();
  expect(navigate).toHaveBeenCalledWith("/login/");
  expect(screen.getByRole("heading", { name: "Sign in to continue" })).toBeInTheDocument();
});

it("only logs a failed sign-out ('Error signing out:') and keeps the user on the page", async () => {
  renderProtected({ current: admin, signOutFails: true });
  await flush();
  fireEvent.click(screen.getByRole("button", { name: "Leave" }));
  await flush();
  await flush();
  expect(console.error).toHaveBeenCalledWith("Error signing out:", expect.any(Error));
  expect(navigate).not.toHaveBeenCalled();
  expect(screen.getByText("Secret page for admin@example.com")).toBeInTheDocument();
});

describe("login-only pages", () => {
  it("give a signed-in user the page with an undefined user", async () => {
    const { seen } = renderProtected({ current: admin }, true);
    await flush();
    expect(screen.getByText("Secret page for undefined")).toBeInTheDocument();
    expect(seen.at(-1)?.user).toBeUndefined();
  });

  it("give a signed-out user the page with the user (none) and the sign-out action", async () => {
    const { seen } = renderProtected({ current: null }, true);
    await flush();
    expect(screen.getByText("Secret page for null")).toBeInTheDocument();
    expect(typeof seen.at(-1)?.signOut).toBe("function");
  });
});
