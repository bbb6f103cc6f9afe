import React from "react";
import { screen, waitFor } from "@testing-library/react";
import { renderWithProviders } from "../../test/renderWithProviders";
import ServerVerdict from "./ServerVerdict";
import { areaFor } from "../../core/portal/areas";
import { askServer, type AreaVerdict } from "./areaAccess";

jest.mock("./areaAccess", () => ({ askServer: jest.fn() }));
jest.mock("../auth/useAuthenticator", () => {
  // One runtime for every render, as the real provider gives (the effect depends on it).
  const runtime = { services: { sessionTokens: async () => ({ idToken: "id", accessToken: "access" }) } };
  return { useAuthRuntime: () => runtime };
});
jest.mock("./PortalShell", () => ({
  __esModule: true,
  default: ({ title, children }: { title: string; children: React.ReactNode }) => (
    <main>
      <h1>{title}</h1>
      {children}
    </main>
  ),
}));

const ask = askServer as jest.MockedFunction<typeof askServer>;
const area = areaFor("/crm/")!;
const user = { username: "admin", groups: [] };

function renderVerdict(verdict: AreaVerdict, who: typeof user & { sessionNotKept?: boolean } = user) {
  ask.mockResolvedValue(verdict);
  const signOut = jest.fn(async () => undefined);
  renderWithProviders(
    <ServerVerdict area={area} user={who} signOut={signOut}>
      <h1>CRM</h1>
    </ServerVerdict>,
  );
  return { signOut };
}

describe("ServerVerdict", () => {
  it("says when the sign-in will not be kept (the server could not take it over), and only then", async () => {
    renderVerdict({ kind: "allowed" }, { ...user, sessionNotKept: true });
    expect(screen.getByText("Your sign-in will not be kept")).toBeInTheDocument();
    expect(screen.getByText(/ends when its current tokens\s+expire/)).toBeInTheDocument();
  });

  it("shows no such notice for a session the server holds", async () => {
    renderVerdict({ kind: "allowed" });
    expect(screen.queryByText(/ends when its current tokens/)).not.toBeInTheDocument();
  });

  it("shows the page at once and tells screen readers, not the page, that access is being checked and confirmed", async () => {
    renderVerdict({ kind: "allowed" });
    expect(screen.getByRole("heading", { name: "CRM" })).toBeInTheDocument();
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("Confirming your access with the server…");
    await waitFor(() => expect(status).toHaveTextContent("Access confirmed by the server."));
    // Off-screen: the area's own heading is the first thing drawn.
    expect(status).toHaveStyle({ position: "absolute", width: "1px", height: "1px" });
    expect(ask).toHaveBeenCalledWith("/crm/", expect.anything());
  });

  it("warns visibly when the server could not be asked, and still shows the page", async () => {
    renderVerdict({ kind: "unavailable", reason: "the server did not answer" });
    expect(await screen.findByText(/Your access could not be confirmed: the server did not answer\./)).toBeVisible();
    expect(screen.getByRole("heading", { name: "CRM" })).toBeInTheDocument();
  });

  it("replaces the page with 'not authorized' when the server refuses", async () => {
    renderVerdict({ kind: "forbidden", message: "Only members of Admins may use this." });
    expect(await screen.findByRole("heading", { name: "Not authorized" })).toBeInTheDocument();
    expect(screen.getByText("The server says: Only members of Admins may use this.")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "CRM" })).not.toBeInTheDocument();
  });

  it("hides the page and offers to sign in again when the server no longer accepts the session", async () => {
    const { signOut } = renderVerdict({ kind: "signedOut" });
    expect(await screen.findByText("Your session has ended")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "CRM" })).not.toBeInTheDocument();
    screen.getByRole("button", { name: "Sign in again" }).click();
    expect(signOut).toHaveBeenCalled();
  });
});
