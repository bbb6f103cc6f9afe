/**
 * The Redux store of the pages that sign people in (/login/ and the portal): one per page load in the browser,
 * made when the first of them mounts, so moving between them keeps the state. Public pages never load it (docs/
 * performance.md, issue 44): the header reads who is signed in from auth/session/signedInUser.ts, which this
 * store keeps in step with its auth slice.
 */
import { makeStore, type AppStore } from "./store";
import { currentSignedInUser, publishSignedInUser } from "../auth/session/signedInUser";

/** Mirrors the auth slice's user to the header's store, now and on every change. */
export function connectSignedInUser(store: AppStore): () => void {
  let previous = store.getState().auth.userDetails;
  publishSignedInUser(previous);
  return store.subscribe(() => {
    const user = store.getState().auth.userDetails;
    if (user === previous) return;
    previous = user;
    publishSignedInUser(user);
  });
}

let pageStore: AppStore | undefined;

export function appStore(): AppStore {
  if (typeof window === "undefined") return makeStore();
  if (!pageStore) {
    pageStore = makeStore({ auth: { userDetails: currentSignedInUser() } });
    connectSignedInUser(pageStore);
  }
  return pageStore;
}
