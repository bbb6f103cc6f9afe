/** The header menu's sign-out: from a page with no flow running (a public page) and from one with it running. */
import { navigate } from "gatsby";
import { fakeRuntime } from "../../test/authRuntime";
import { getAuthRuntime } from "./runtime";
import { signOutFromAnyPage } from "./signOutFromAnyPage";

jest.mock("./runtime", () => ({ getAuthRuntime: jest.fn() }));

const admin = { username: "admin@example.com", groups: [] };

beforeEach(() => (navigate as jest.Mock).mockClear());

it("on a public page starts the flow, which restores the stored session, then signs out of it and lands on /login/", async () => {
  const fake = fakeRuntime({ current: admin });
  (getAuthRuntime as jest.Mock).mockReturnValue(fake.runtime);
  expect(fake.runtime.authenticator.getContext().route).toBe("idle");
  await signOutFromAnyPage();
  expect(fake.calls).toEqual(["getCurrentUser", "signOut"]);
  expect(fake.runtime.authenticator.getContext().route).not.toBe("authenticated");
  expect(navigate).toHaveBeenCalledWith("/login/");
});

it("on a portal page signs out of the running flow without checking the session again", async () => {
  const fake = fakeRuntime({ current: admin });
  (getAuthRuntime as jest.Mock).mockReturnValue(fake.runtime);
  fake.runtime.authenticator.send({ type: "INIT" });
  await fake.runtime.authenticator.settled();
  fake.calls.length = 0;
  await signOutFromAnyPage();
  expect(fake.calls).toEqual(["signOut"]);
  expect(navigate).toHaveBeenCalledWith("/login/");
});

it("stays on the page when the sign-out fails (the flow logged why)", async () => {
  const fake = fakeRuntime({ current: admin, signOutFails: true });
  (getAuthRuntime as jest.Mock).mockReturnValue(fake.runtime);
  jest.spyOn(console, "error").mockImplementation(() => undefined);
  await signOutFromAnyPage();
  expect(fake.runtime.authenticator.getContext().route).toBe("authenticated");
  expect(navigate).not.toHaveBeenCalled();
});
