/** A provider page: connect leaves for the consent page, finishing and the callback's outcome, reconnect, disconnect. */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { fakeApi, renderCalendar, someConnections } from "../testing/renderCalendar";
import { ProviderPage } from "./ProviderPage";

describe("ProviderPage", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("connects by navigating to the authorize URL the server gives", async () => {
    const api = fakeApi();
    const { navigate } = renderCalendar(<ProviderPage provider="microsoft" />, api);
    fireEvent.click(await screen.findByRole("button", { name: "Connect Microsoft" }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("https://login.example/authorize?x=1"));
    expect(api.connect).toHaveBeenCalledWith({ provider: "microsoft", returnTo: "/unifiedtime/microsoft/" });
  });

  it("shows the callback's result once, in its own words, and removes it from the URL", async () => {
    window.history.replaceState(null, "", "/unifiedtime/google/?error=access_denied&message=Call%20us%20at%20555.");
    renderCalendar(<ProviderPage provider="google" />, fakeApi());
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("You did not allow access to your Google calendar, so nothing was connected.");
    expect(alert).not.toHaveTextContent("Call us");
    expect(window.location.search).toBe("");
    expect(window.location.pathname).toBe("/unifiedtime/google/");
  });

  it("finishes a connection the callback left to finish, signed in, once, and shows the server's outcome", async () => {
    window.history.replaceState(null, "", "/unifiedtime/microsoft/?finish=microsoft");
    const api = fakeApi();
    renderCalendar(<ProviderPage provider="microsoft" />, api);
    expect(await screen.findByText("Microsoft is connected")).toBeInTheDocument();
    expect(api.finishConnect).toHaveBeenCalledTimes(1);
    expect(api.finishConnect).toHaveBeenCalledWith("microsoft");
    expect(window.location.search).toBe("");
    await waitFor(() => expect(api.connections).toHaveBeenCalledTimes(2));
    // The notice points at the next step: Google is not connected yet.
    const notice = screen.getByText("Microsoft is connected").closest<HTMLElement>("[role=status]");
    expect(within(notice as HTMLElement).getByRole("link", { name: "Connect Google" })).toHaveAttribute(
      "href",
      "/unifiedtime/google/",
    );
  });

  it("says so when another account signed in to this browser started the connection", async () => {
    window.history.replaceState(null, "", "/unifiedtime/google/?finish=google");
    const api = fakeApi();
    api.finishConnect.mockResolvedValue({ error: "other_user" });
    renderCalendar(<ProviderPage provider="google" />, api);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This connection to Google was started by another account signed in to this browser",
    );
  });

  it("shows reconnect needed with the server's message, and disconnects after confirming", async () => {
    const api = fakeApi();
    api.connections.mockResolvedValue(
      someConnections({
        google: {
          state: "reconnect",
          account: "me@gmail.com",
          connectedAt: "2026-01-05T10:00:00.000Z",
          lastFetchedAt: "2026-03-01T10:00:00.000Z",
          message: "Google no longer accepts the stored grant.",
        },
      }),
    );
    renderCalendar(<ProviderPage provider="google" />, api);
    expect(await screen.findByText(/Google no longer accepts the stored grant/)).toBeInTheDocument();
    expect(screen.getByText("me@gmail.com")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reconnect Google" })).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Disconnect Google" }));
    expect(api.disconnect).not.toHaveBeenCalled();
    expect(screen.getByRole("group", { name: "Disconnect Google?" })).toHaveTextContent(/revoke its access/);
    fireEvent.click(screen.getByRole("button", { name: "Yes, disconnect Google" }));
    await waitFor(() => expect(api.disconnect).toHaveBeenCalledWith("google"));
    expect(await screen.findByText(/disconnected and its stored tokens are deleted/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Connect Google" })).toBeInTheDocument();
  });
});
