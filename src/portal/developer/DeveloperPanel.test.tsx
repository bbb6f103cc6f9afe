/**
 * The developer page's identity panel over a fake identity service, under fake timers: what it shows (identity id,
 * expiry, next renewal, never the secret parts), the renewal after 50 minutes with a fresh id token, and each error.
 */
import React from "react";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { renderWithProviders } from "../../../test/renderWithProviders";
import {
  IdentityError,
  type IdentityCredentials,
  type IdentityService,
  type IdentitySetup,
} from "../../identity/types";
import DeveloperPanel from "./DeveloperPanel";

// The real module brings the AWS SDK; the default setup is replaced so the panel's own default path is tested too.
const mockSetupFromEnv = jest.fn<IdentitySetup, []>();
jest.mock("../../identity/client", () => ({ identitySetupFromEnv: () => mockSetupFromEnv() }));

const MIN = 60_000;
const IDENTITY_ID = "us-east-1:8d2f4c1a-7b3e-4f5a-9c6d-0e1f2a3b4c5d";
const ENDPOINT = "http://127.0.0.1:9229/";

let issued = 0;
function credentials(lifetimeMs = 60 * MIN): IdentityCredentials {
  issued += 1;
  return {
    identityId: IDENTITY_ID,
    credentials: {
      accessKeyId: `ASIAFAKEKEY${issued}`,
      secretAccessKey: `wJalrXUtnFEMI-secret-${issued}`,
      sessionToken: `IQoJb3JpZ2luX2VjE-session-${issued}`,
      expiration: new Date(Date.now() + lifetimeMs),
    },
  };
}

function fakeService(answer: () => Promise<IdentityCredentials> = async () => credentials()) {
  const getCredentials = jest.fn((_idToken: string) => answer());
  const service: IdentityService = { getCredentials };
  return { service, getCredentials, setup: { service, endpoint: ENDPOINT } as IdentitySetup };
}

async function settle(ms = 0) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

function row(label: string): HTMLElement {
  const term = screen.getByText(label, { selector: "dt" });
  return term.nextElementSibling as HTMLElement;
}

beforeEach(() => {
  issued = 0;
  mockSetupFromEnv.mockReset();
  jest.useFakeTimers({ now: Date.UTC(2026, 2, 12, 14, 0, 0) });
});
afterEach(() => {
  jest.useRealTimers();
});

describe("DeveloperPanel", () => {
  it("shows the identity id, the expiry in local time and minutes, and the next renewal; never the secret parts", async () => {
    const { setup, getCredentials } = fakeService();
    const getIdToken = jest.fn(async () => "id-token-1");
    const { container } = renderWithProviders(<DeveloperPanel getIdToken={getIdToken} identity={setup} />);
    expect(screen.getByRole("status")).toHaveTextContent("Getting temporary AWS credentials…");
    await settle();

    expect(getCredentials).toHaveBeenCalledWith("id-token-1");
    expect(screen.getByRole("heading", { name: "Temporary AWS credentials" })).toBeInTheDocument();
    expect(row("Identity ID")).toHaveTextContent(IDENTITY_ID);
    const expiry = row("Credentials expire");
    expect(expiry).toHaveTextContent("(in 60 minutes)");
    expect(within(expiry).getByText(/2026/).getAttribute("dateTime")).toBe("2026-03-12T15:00:00.000Z");
    const renewal = row("Next renewal");
    expect(renewal).toHaveTextContent("(in 50 minutes)");
    expect(renewal.querySelector("time")?.getAttribute("dateTime")).toBe("2026-03-12T14:50:00.000Z");

    const html = container.innerHTML;
    expect(html).not.toContain("secret-1");
    expect(html).not.toContain("session-1");
    expect(html).not.toContain("ASIAFAKEKEY1");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("counts the minutes down, and renews 50 minutes after the credentials arrived with a fresh id token", async () => {
    const { setup, getCredentials } = fakeService();
    let n = 0;
    const getIdToken = jest.fn(async () => `id-token-${++n}`);
    renderWithProviders(<DeveloperPanel getIdToken={getIdToken} identity={setup} />);
    await settle();
    await settle(20 * MIN);
    expect(row("Credentials expire")).toHaveTextContent("(in 40 minutes)");
    expect(row("Next renewal")).toHaveTextContent("(in 30 minutes)");
    expect(getCredentials).toHaveBeenCalledTimes(1);

    await settle(30 * MIN);
    expect(getCredentials).toHaveBeenCalledTimes(2);
    expect(getCredentials).toHaveBeenLastCalledWith("id-token-2");
    expect(row("Credentials expire")).toHaveTextContent("(in 60 minutes)");
    expect(row("Credentials expire").querySelector("time")?.getAttribute("dateTime")).toBe("2026-03-12T15:50:00.000Z");
    expect(row("Next renewal")).toHaveTextContent("(in 50 minutes)");
  });

  it("Renew now fetches at once", async () => {
    const { setup, getCredentials } = fakeService();
    renderWithProviders(<DeveloperPanel getIdToken={async () => "t"} identity={setup} />);
    await settle();
    await settle(5 * MIN);
    fireEvent.click(screen.getByRole("button", { name: "Renew now" }));
    await settle();
    expect(getCredentials).toHaveBeenCalledTimes(2);
    expect(row("Next renewal")).toHaveTextContent("(in 50 minutes)");
  });

  it("names each missing setting, from the build's settings by default, and calls nothing", async () => {
    mockSetupFromEnv.mockReturnValue({
      problems: [
        { variable: "GATSBY_COGNITO_IDENTITY_POOL_ID", message: "Not set. It is the identity pool's id." },
        { variable: "GATSBY_COGNITO_USER_POOL_ID", message: "Not set." },
      ],
    });
    const getIdToken = jest.fn(async () => "t");
    renderWithProviders(<DeveloperPanel getIdToken={getIdToken} />);
    await settle();
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("The identity pool is not configured for this build");
    expect(alert).toHaveTextContent("GATSBY_COGNITO_IDENTITY_POOL_ID: Not set. It is the identity pool's id.");
    expect(alert).toHaveTextContent("GATSBY_COGNITO_USER_POOL_ID: Not set.");
    expect(getIdToken).not.toHaveBeenCalled();
    expect(screen.queryByRole("button", { name: "Renew now" })).toBeNull();
  });

  it("uses the build's settings when no identity is given", async () => {
    const { setup, getCredentials } = fakeService();
    mockSetupFromEnv.mockReturnValue(setup);
    renderWithProviders(<DeveloperPanel getIdToken={async () => "t"} />);
    await settle();
    expect(mockSetupFromEnv).toHaveBeenCalledTimes(1);
    expect(getCredentials).toHaveBeenCalledTimes(1);
    expect(row("Identity ID")).toHaveTextContent(IDENTITY_ID);
  });

  it("says plainly when the identity service refused, with its code and message", async () => {
    const { setup } = fakeService(() =>
      Promise.reject(
        new IdentityError("refused", "Invalid login token. Token has been revoked.", "NotAuthorizedException"),
      ),
    );
    renderWithProviders(<DeveloperPanel getIdToken={async () => "t"} identity={setup} />);
    await settle();
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("The identity service refused the request");
    expect(alert).toHaveTextContent("NotAuthorizedException: Invalid login token. Token has been revoked.");
    expect(screen.queryByText("Identity ID")).toBeNull();
  });

  it("tells an unreachable service (naming the endpoint) and an unreadable sign-in apart", async () => {
    const unreachable = fakeService(() =>
      Promise.reject(new IdentityError("unreachable", `No answer from ${ENDPOINT}.`)),
    );
    const { unmount } = renderWithProviders(
      <DeveloperPanel getIdToken={async () => "t"} identity={unreachable.setup} />,
    );
    await settle();
    expect(screen.getByRole("alert")).toHaveTextContent("The identity service could not be reached");
    expect(screen.getByRole("alert")).toHaveTextContent("GATSBY_COGNITO_IDENTITY_ENDPOINT (http://127.0.0.1:9229/)");
    unmount();

    const token = fakeService();
    renderWithProviders(
      <DeveloperPanel getIdToken={() => Promise.reject(new Error("No current user"))} identity={token.setup} />,
    );
    await settle();
    expect(screen.getByRole("alert")).toHaveTextContent("Your sign-in could not be read");
    expect(screen.getByRole("alert")).toHaveTextContent("No current user");
    expect(token.getCredentials).not.toHaveBeenCalled();
  });

  it("a failed renewal keeps the credentials on screen with the error and the retry; expired ones are marked", async () => {
    let fail = false;
    const { setup } = fakeService(async () => {
      if (fail) throw new IdentityError("unreachable", `No answer from ${ENDPOINT}.`);
      return credentials(51 * MIN);
    });
    renderWithProviders(<DeveloperPanel getIdToken={async () => "t"} identity={setup} />);
    await settle();
    fail = true;
    await settle(50 * MIN);
    expect(screen.getByRole("alert")).toHaveTextContent("could not be reached");
    expect(row("Identity ID")).toHaveTextContent(IDENTITY_ID);
    expect(row("Next renewal")).toHaveTextContent("(in 1 minute) (another try after the failure above)");

    await settle(MIN);
    expect(row("Credentials expire")).toHaveTextContent(
      "Expired: AWS calls with them will fail until they are renewed.",
    );
    expect(row("Next renewal")).toHaveTextContent("None scheduled: use Renew now.");
  });

  it("stops renewing when it leaves the page", async () => {
    const { setup, getCredentials } = fakeService();
    const { unmount } = renderWithProviders(<DeveloperPanel getIdToken={async () => "t"} identity={setup} />);
    await settle();
    unmount();
    await settle(3 * 50 * MIN);
    expect(getCredentials).toHaveBeenCalledTimes(1);
  });
});
