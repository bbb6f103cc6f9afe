import { refusedSession } from "./session/serverSession";
import { connectHub, createHub, redirectFromOAuthState, SESSION_EXPIRED_MESSAGE, type Hub } from "./hub";
import { initialContext } from "./flow/context";
import type { FlowContext, FlowEvent, Route } from "./flow/types";
import { makeStore } from "../state/store";

function setup(route: Route, pending = false) {
  const hub: Hub = createHub();
  const store = makeStore();
  const sent: FlowEvent[] = [];
  const navigated: string[] = [];
  const calls: string[] = [];
  let context: FlowContext = { ...initialContext(), route, pending: pending ? { id: 1, kind: "refreshUser" } : null };
  const disconnect = connectHub(hub, {
    getContext: () => context,
    send: (e) => sent.push(e),
    dispatch: store.dispatch,
    navigate: (p) => navigated.push(p),
    onSignIn: (u) => calls.push(`in:${u.username}`),
    onSignOut: () => calls.push("out"),
  });
  return {
    hub,
    store,
    sent,
    navigated,
    calls,
    disconnect,
    setRoute: (r: Route) => (context = { ...context, route: r }),
  };
}

const admin = {
  username: "super.admin@example.com",
  groups: ["Admins"],
  attributes: { email: "super.admin@example.com" },
};

describe("identity hub: the spec's table", () => {
  it("tokenRefresh asks the flow to re-read the user only when authenticated and idle", () => {
    const idle = setup("authenticated");
    idle.hub.dispatch({ event: "tokenRefresh" });
    expect(idle.sent).toEqual([{ type: "TOKEN_REFRESH" }]);
    const busy = setup("authenticated", true);
    busy.hub.dispatch({ event: "tokenRefresh" });
    expect(busy.sent).toEqual([]);
    const out = setup("signIn");
    out.hub.dispatch({ event: "tokenRefresh" });
    expect(out.sent).toEqual([]);
  });

  it("autoSignIn signs the flow in unless it already is", () => {
    const s = setup("confirmSignUp");
    s.hub.dispatch({ event: "autoSignIn", user: admin });
    expect(s.sent).toEqual([{ type: "AUTO_SIGN_IN", user: admin }]);
    const already = setup("authenticated");
    already.hub.dispatch({ event: "autoSignIn", user: admin });
    expect(already.sent).toEqual([]);
  });

  it("autoSignIn_failure sends the auto-sign-in-failure event", () => {
    const s = setup("confirmSignUp");
    s.hub.dispatch({ event: "autoSignIn_failure" });
    expect(s.sent).toEqual([{ type: "AUTO_SIGN_IN_FAILURE" }]);
  });

  it("signIn stores the user details in Redux and calls back", () => {
    const s = setup("authenticated");
    s.hub.dispatch({ event: "signIn", user: admin });
    expect(s.store.getState().auth.userDetails).toEqual({
      username: "super.admin@example.com",
      groups: ["Admins"],
      email: "super.admin@example.com",
    });
    expect(s.calls).toEqual(["in:super.admin@example.com"]);
    expect(s.sent).toEqual([]);
  });

  it("signOut clears the user details, calls back, and signs the flow out when it is authenticated and idle", () => {
    const s = setup("authenticated");
    s.hub.dispatch({ event: "signIn", user: admin });
    s.hub.dispatch({ event: "signOut" });
    expect(s.store.getState().auth.userDetails).toBeNull();
    expect(s.calls).toEqual(["in:super.admin@example.com", "out"]);
    expect(s.sent).toEqual([{ type: "SIGN_OUT" }]);
    const already = setup("signIn");
    already.hub.dispatch({ event: "signOut" });
    expect(already.sent).toEqual([]);
  });

  it("tokenRefresh_failure signs out and tells the user with a notification", () => {
    const s = setup("authenticated");
    s.hub.dispatch({ event: "tokenRefresh_failure", error: new Error("Refresh Token has expired") });
    expect(s.sent).toEqual([{ type: "SIGN_OUT" }]);
    expect(s.store.getState().common.notifications).toEqual([
      expect.objectContaining({ level: "error", message: SESSION_EXPIRED_MESSAGE }),
    ]);
  });

  it("tokenRefresh_failure from a limit the server keeps says that limit, as the page's own time-out does", () => {
    const s = setup("authenticated");
    const message = "You were signed out after 30 minutes without activity. Please sign in again.";
    s.hub.dispatch({ event: "tokenRefresh_failure", error: refusedSession(message, "idle") });
    expect(s.sent).toEqual([{ type: "SIGN_OUT" }]);
    expect(s.store.getState().common.notifications).toEqual([expect.objectContaining({ level: "info", message })]);
  });

  it("customOAuthState goes to the stored 'from' path, or home when it is missing or off-site", () => {
    const s = setup("authenticated");
    s.hub.dispatch({ event: "customOAuthState", data: JSON.stringify({ from: "/crm/" }) });
    s.hub.dispatch({ event: "customOAuthState", data: JSON.stringify({}) });
    s.hub.dispatch({ event: "customOAuthState", data: JSON.stringify({ from: "//evil.example" }) });
    s.hub.dispatch({ event: "customOAuthState", data: "not json" });
    expect(s.navigated).toEqual(["/crm/", "/", "/", "/"]);
  });

  it("notice puts the sentence in the store's notifications, in its tone, whatever the route", () => {
    const s = setup("signIn");
    s.hub.dispatch({ event: "notice", message: "You were signed out in another tab.", tone: "info" });
    s.hub.dispatch({ event: "notice", message: "The hosted sign-in page could not be opened.", tone: "error" });
    expect(s.store.getState().common.notifications.map((n) => [n.message, n.level])).toEqual([
      ["You were signed out in another tab.", "info"],
      ["The hosted sign-in page could not be opened.", "error"],
    ]);
    expect(s.sent).toEqual([]);
  });

  it("stops reacting once disconnected", () => {
    const s = setup("authenticated");
    s.disconnect();
    s.hub.dispatch({ event: "tokenRefresh" });
    expect(s.sent).toEqual([]);
  });

  it("redirectFromOAuthState keeps query and hash of a same-site path", () => {
    expect(redirectFromOAuthState(JSON.stringify({ from: "/admin/clients/?tab=2#top" }))).toBe(
      "/admin/clients/?tab=2#top",
    );
    expect(redirectFromOAuthState("null")).toBe("/");
  });
});
