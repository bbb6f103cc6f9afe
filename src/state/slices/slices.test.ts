import authReducer, { userSignedIn, userSignedOut } from "./auth";
import commonReducer, { notificationDismissed, notify } from "./common";
import keyReducer, { keyCleared, keySet } from "./key";
import postsReducer, { postsCleared, postsLoaded } from "./posts";
import { makeStore } from "../store";

const unrelated = { type: "other/thing" };

describe("auth slice", () => {
  const user = { username: "admin", email: "admin@example.com", groups: ["Admins"] };

  it("starts signed out and keeps its state for other actions", () => {
    const state = authReducer(undefined, unrelated);
    expect(state).toEqual({ userDetails: null });
    expect(authReducer(state, unrelated)).toBe(state);
  });

  it("stores the signed-in user and clears it on sign-out", () => {
    const signedIn = authReducer(undefined, userSignedIn(user));
    expect(signedIn.userDetails).toEqual(user);
    expect(authReducer(signedIn, userSignedOut()).userDetails).toBeNull();
  });
});

describe("common slice (notifications)", () => {
  it("appends notifications with an id and a level, info by default", () => {
    let state = commonReducer(undefined, notify("Password changed", "success"));
    state = commonReducer(state, notify("Saved"));
    expect(state.notifications.map((n) => [n.message, n.level])).toEqual([
      ["Password changed", "success"],
      ["Saved", "info"],
    ]);
    expect(state.notifications[0]?.id).not.toEqual(state.notifications[1]?.id);
  });

  it("dismisses one notification by id without mutating the previous state", () => {
    const first = notify("one");
    const second = notify("two");
    const before = commonReducer(commonReducer(undefined, first), second);
    const after = commonReducer(before, notificationDismissed(first.payload.id));
    expect(after.notifications.map((n) => n.message)).toEqual(["two"]);
    expect(before.notifications).toHaveLength(2);
  });
});

describe("key slice", () => {
  it("sets and clears the key object", () => {
    const set = keyReducer(undefined, keySet({ clientId: "c-1" }));
    expect(set.key).toEqual({ clientId: "c-1" });
    expect(keyReducer(set, keyCleared()).key).toEqual({});
  });
});

describe("posts slice", () => {
  it("loads posts, flags them loaded, and clears both", () => {
    const posts = [{ id: "p1", title: "Hello", createdAt: "2026-11-23T10:00:00Z" }];
    const loaded = postsReducer(undefined, postsLoaded(posts));
    expect(loaded).toEqual({ posts, postsLoaded: true });
    expect(postsReducer(loaded, postsCleared())).toEqual({ posts: [], postsLoaded: false });
  });
});

describe("store", () => {
  it("combines the four slices and accepts preloaded state", () => {
    const store = makeStore({ auth: { userDetails: { username: "a@example.com", groups: [] } } });
    // The theme slice runs in its own store (theme/themeStore.ts): public pages carry no Redux store.
    expect(Object.keys(store.getState()).sort()).toEqual(["auth", "common", "key", "posts"]);
    expect(store.getState().auth.userDetails?.username).toBe("a@example.com");
    store.dispatch(notify("hello"));
    expect(store.getState().common.notifications).toHaveLength(1);
  });
});
