import React from "react";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderWithProviders } from "../../../test/renderWithProviders";
import UserConsole from "./UserConsole";
import type { AuditEntry, ConsoleUser } from "../../../core/portal/users";

const mockSend = jest.fn();
jest.mock("../../auth/useAuthenticator", () => {
  const runtime = {
    services: { sessionTokens: async () => ({ idToken: "ID", accessToken: "ACCESS" }) },
    hostedUi: null,
    hostedUiSession: { active: async () => false },
    authenticator: { send: (event: unknown) => mockSend(event), settled: async () => ({ route: "signIn" }) },
  };
  return { useAuthRuntime: () => runtime };
});

const user = (username: string, extra: Partial<ConsoleUser> = {}): ConsoleUser => ({
  username,
  email: username,
  status: "CONFIRMED",
  enabled: true,
  groups: [],
  mfa: [],
  lastSignIn: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  ...extra,
});
const ME = user("super.admin@example.com", { groups: ["Admins"], lastSignIn: "2026-03-01T10:00:00.000Z" });
const ANN = user("ann@example.com", { mfa: ["TOTP"] });
const entry = (action: AuditEntry["action"], target: string): AuditEntry => ({
  id: `${action}-${target}`,
  at: "2026-03-01T10:05:00.000Z",
  actor: ME.username,
  action,
  target,
});

type Reply = { status: number; body: unknown };
let replies: Record<string, (init: RequestInit) => Reply>;
const calls: Array<{ url: string; init: RequestInit }> = [];

beforeEach(() => {
  calls.length = 0;
  replies = {
    "GET /api/users/list": () => ({ status: 200, body: { users: [ANN, ME], truncated: false } }),
    "GET /api/users/audit": () => ({ status: 200, body: { entries: [entry("invite", ANN.username)] } }),
  };
  window.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, init });
    const reply = replies[`${init.method ?? "GET"} ${url}`]?.(init) ?? { status: 500, body: {} };
    return { ok: reply.status < 300, status: reply.status, json: async () => reply.body } as Response;
  }) as typeof fetch;
});

function renderConsole() {
  const signOut = jest.fn(async () => undefined);
  renderWithProviders(<UserConsole username={ME.username} signOut={signOut} />);
  return { signOut };
}

const row = async (name: string) => {
  const cell = await screen.findByRole("rowheader", { name: new RegExp(name.replace(/\./g, "\\.")) });
  return cell.closest("tr") as HTMLElement;
};

describe("UserConsole", () => {
  it("lists users with headers, status, groups, MFA and last sign-in, and the audit trail", async () => {
    renderConsole();
    const table = await screen.findByRole("table", { name: /2 users in the sign-in pool/ });
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((h) => h.textContent);
    expect(headers).toEqual(["User name", "E-mail", "Status", "Enabled", "Groups", "MFA", "Last sign-in", "Actions"]);
    const ann = await row(ANN.username);
    expect(within(ann).getByText("TOTP")).toBeInTheDocument();
    expect(within(ann).getByText("Never recorded")).toBeInTheDocument();
    const me = await row(ME.username);
    expect(within(me).getByText("(you)")).toBeInTheDocument();
    // No self-disable or leaving Admins offered for your own row.
    expect(within(me).queryByRole("button", { name: /^Disable/ })).toBeNull();
    expect(within(me).queryByRole("button", { name: /^Remove from Admins/ })).toBeNull();
    expect(calls[0]?.init.headers).toMatchObject({ Authorization: "Bearer ID", "X-Access-Token": "ACCESS" });
    const audit = await screen.findByRole("table", { name: /1 change/ });
    expect(within(audit).getByText("Invited")).toBeInTheDocument();
  });

  it("asks before disabling; Cancel sends nothing and returns focus; Yes disables and records it", async () => {
    replies["POST /api/users/action"] = () => ({
      status: 200,
      body: { user: { ...ANN, enabled: false }, entry: entry("disable", ANN.username) },
    });
    renderConsole();
    const ann = await row(ANN.username);
    const disable = within(ann).getByRole("button", { name: "Disable ann@example.com" });
    fireEvent.click(disable);
    const yes = within(ann).getByRole("button", { name: "Yes, disable" });
    await waitFor(() => expect(yes).toHaveFocus());
    fireEvent.click(within(ann).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(within(ann).getByRole("button", { name: "Disable ann@example.com" })).toHaveFocus());
    expect(calls.some((c) => c.init.method === "POST")).toBe(false);

    fireEvent.click(within(ann).getByRole("button", { name: "Disable ann@example.com" }));
    fireEvent.click(within(ann).getByRole("button", { name: "Yes, disable" }));
    expect(await screen.findByText("ann@example.com is disabled and signed out everywhere.")).toBeInTheDocument();
    const post = calls.find((c) => c.init.method === "POST");
    expect(JSON.parse(String(post?.init.body))).toEqual({ username: ANN.username, action: "disable" });
    expect(within(await row(ANN.username)).getByText("No (disabled)")).toBeInTheDocument();
    expect(screen.getByRole("table", { name: /2 changes/ })).toBeInTheDocument();
  });

  it("says plainly that a recent sign-in is required and offers to sign in again", async () => {
    replies["POST /api/users/action"] = () => ({
      status: 401,
      body: { error: { code: "ReauthenticationRequired", message: "This action needs a sign-in…" } },
    });
    const { signOut } = renderConsole();
    const ann = await row(ANN.username);
    fireEvent.click(within(ann).getByRole("button", { name: "Add to Admins ann@example.com" }));
    // Granting the super-admin tier is asked again, as removing it is.
    expect(within(ann).getByText(/^Add ann@example.com to Admins\? From their next sign-in/)).toBeInTheDocument();
    expect(calls.some((c) => c.init.method === "POST")).toBe(false);
    fireEvent.click(within(ann).getByRole("button", { name: "Yes, add to Admins" }));
    expect(await screen.findByText("A recent sign-in is required")).toBeInTheDocument();
    expect(screen.getByText(/needs a sign-in within the last 5 minutes/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Sign in again" }));
    // Signed out in place (the portal then shows its access screen here), not the full sign-out to /login/.
    await waitFor(() => expect(mockSend).toHaveBeenCalledWith({ type: "SIGN_OUT" }));
    expect(signOut).not.toHaveBeenCalled();
  });

  it("checks the invite address in the browser, shows the server's field message, and reports success", async () => {
    let answer: Reply = {
      status: 400,
      body: {
        error: {
          code: "InvalidRequest",
          message: "x",
          details: { fields: { email: "The user pool refused this address." } },
        },
      },
    };
    replies["POST /api/users/invite"] = () => answer;
    renderConsole();
    await screen.findByRole("table", { name: /users in the sign-in pool/ });
    const field = screen.getByLabelText("E-mail address");
    fireEvent.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByText("Enter the e-mail address of the person to invite.")).toBeInTheDocument();
    expect(field).toHaveAttribute("aria-invalid", "true");
    fireEvent.change(field, { target: { value: "new@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByText("The user pool refused this address.")).toBeInTheDocument();
    answer = {
      status: 201,
      body: {
        user: user("new@example.com", { status: "FORCE_CHANGE_PASSWORD" }),
        entry: entry("invite", "new@example.com"),
      },
    };
    fireEvent.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByText(/^Invitation sent to new@example\.com/)).toBeInTheDocument();
    expect(within(await row("new@example.com")).getByText("Invited (must set a password)")).toBeInTheDocument();
    expect(field).toHaveValue("");
  });

  it("shows the server's refusal (self-protection) as an error", async () => {
    replies["POST /api/users/action"] = () => ({
      status: 409,
      body: { error: { code: "SelfProtection", message: "You cannot disable your own account." } },
    });
    renderConsole();
    const ann = await row(ANN.username);
    fireEvent.click(within(ann).getByRole("button", { name: "Reset MFA ann@example.com" }));
    fireEvent.click(within(ann).getByRole("button", { name: "Yes, reset MFA" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("You cannot disable your own account.");
  });
});
