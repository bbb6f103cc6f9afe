/**
 * The contact form with its script: the topic a call to action names in the address chosen after mount (nothing
 * in the server HTML; unknown values ignored) and named above the form, "Not sure yet" offered first, inline
 * messages tied to fields, focus on the first problem, the token fetched when the visitor starts, "Sending…" on a
 * disabled button, a confirmation in the form's place once sent, and a failure alert that keeps everything typed,
 * also when the server never answers. (Without a script it is a plain form: checked in e2e/contact.spec.ts.)
 */
import React from "react";
import { TextEncoder } from "util";
import { hydrateRoot } from "react-dom/client";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderWithProviders } from "../../test/renderWithProviders";
import ContactForm from "./ContactForm";
import { FIELD_MESSAGES as M } from "../../core/contact/rules";
import { NEXT_STEPS } from "../../core/contact/nextSteps";

// jsdom has no TextEncoder, which react-dom/server's browser build needs when it loads: provide Node's, then load it.
if (typeof globalThis.TextEncoder === "undefined") Object.assign(globalThis, { TextEncoder });
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server");

const TOPICS = [
  { value: "general:not-sure", label: "Not sure yet", group: "General" as const },
  { value: "offering:training", label: "IT Training and Enablement", group: "Services" as const },
  { value: "product:bulk-remind", label: "Bulk Remind", group: "Products" as const },
];

interface Call {
  url: string;
  init?: RequestInit;
}
let calls: Call[];
let answer: (url: string, init?: RequestInit) => Promise<Response>;

/** Just what the form reads of a Response (jsdom has no fetch of its own). */
const reply = (status: number, body: unknown) =>
  ({ ok: status >= 200 && status < 300, status, json: async () => body }) as unknown as Response;
const json = (status: number, body: unknown) => Promise.resolve(reply(status, body));

beforeEach(() => {
  calls = [];
  answer = (url) =>
    url.startsWith("/api/contact/token")
      ? json(200, { token: "v1.tok" })
      : json(200, { sent: true, acknowledged: true });
  global.fetch = jest.fn((url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), ...(init ? { init } : {}) });
    return answer(String(url), init);
  }) as typeof fetch;
});

const field = (label: string | RegExp) => screen.getByLabelText(label);
const type = (label: string | RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

function fillValid() {
  type("Name", "Ada Lovelace");
  type("E-mail", "ada@example.com");
  fireEvent.change(field("Topic"), { target: { value: "product:bulk-remind" } });
  type("Message", "We need reminders for 4,000 clients.");
  fireEvent.click(field(/I agree to the/));
}

const submit = () => fireEvent.click(screen.getByRole("button", { name: "Send message" }));
const posted = () => calls.filter((c) => c.url === "/api/contact");

test("is a real form for browsers without a script: action, method, names and native checks", () => {
  const { container } = renderWithProviders(<ContactForm topics={TOPICS} />);
  const form = container.querySelector("form")!;
  expect(form).toHaveAttribute("action", "/api/contact");
  expect(form).toHaveAttribute("method", "post");
  expect(field("Name")).toHaveAttribute("name", "name");
  expect(field("Name")).toBeRequired();
  expect(field("E-mail")).toHaveAttribute("type", "email");
  expect(field("Company (optional)")).not.toBeRequired();
  expect(field(/I agree to the/)).toHaveAttribute("value", "yes");
  expect(screen.getByRole("option", { name: "Bulk Remind" })).toHaveAttribute("value", "product:bulk-remind");
  // The honeypot is hidden from people and assistive technology, and out of the tab order.
  const trap = container.querySelector('input[name="website"]')!;
  expect(trap).toHaveAttribute("tabindex", "-1");
  expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
});

test("'Not sure yet' is offered first, outside the Services and Products groups", () => {
  const { container } = renderWithProviders(<ContactForm topics={TOPICS} />);
  const select = container.querySelector("select")!;
  expect(Array.from(select.children).map((c) => c.getAttribute("label") ?? c.textContent)).toEqual([
    "Choose a topic",
    "Not sure yet",
    "Services",
    "Products",
  ]);
  expect(screen.getByRole("option", { name: "Not sure yet" })).toHaveAttribute("value", "general:not-sure");
});

test("a topic named in the address: none in the server HTML, chosen once hydrated without a mismatch", () => {
  const search = "?topic=offering:training";
  const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
  const container = document.createElement("div");
  document.body.appendChild(container);
  let root: ReturnType<typeof hydrateRoot> | undefined;
  try {
    container.innerHTML = renderToString(<ContactForm topics={TOPICS} search={search} />);
    expect(container.textContent).not.toContain("About:");
    expect(container.querySelector("option[selected]")).toHaveValue("");

    act(() => {
      root = hydrateRoot(container, <ContactForm topics={TOPICS} search={search} />);
    });
    // jsdom has a window, so the server render above ran the form's layout effect (a real server runs a plain one)
    // and React warned about it; any other message would be a mismatch.
    const serverOnly = /useLayoutEffect does nothing on the server/;
    expect(errors.mock.calls.filter(([message]) => !serverOnly.test(String(message)))).toEqual([]);
    expect(container.querySelector("select")).toHaveValue("offering:training");
    expect(container.querySelector(".about")).toHaveTextContent("About: IT Training and Enablement");
  } finally {
    act(() => root?.unmount());
    container.remove();
    errors.mockRestore();
  }
});

test("'About:' names the visitor's own choice once they change the topic; the placeholder names nothing", () => {
  renderWithProviders(<ContactForm topics={TOPICS} search="?topic=offering:training" />);
  expect(field("Topic")).toHaveValue("offering:training");
  expect(screen.getByText("About:").closest("p")).toHaveTextContent("About: IT Training and Enablement");
  fireEvent.change(field("Topic"), { target: { value: "product:bulk-remind" } });
  expect(screen.getByText("About:").closest("p")).toHaveTextContent("About: Bulk Remind");
  fireEvent.change(field("Topic"), { target: { value: "" } });
  expect(screen.queryByText("About:")).toBeNull();
});

test("the visitor's choice stays when the page renders again with the same address", () => {
  /** The contact page: its topics a new array at each render, its address the same. */
  function Page() {
    const [, setRenders] = React.useState(0);
    return (
      <>
        <button type="button" onClick={() => setRenders((n) => n + 1)}>
          Render again
        </button>
        <ContactForm topics={[...TOPICS]} search="?topic=offering:training" />
      </>
    );
  }
  renderWithProviders(<Page />);
  expect(field("Topic")).toHaveValue("offering:training");
  fireEvent.change(field("Topic"), { target: { value: "product:bulk-remind" } });
  fireEvent.click(screen.getByRole("button", { name: "Render again" }));
  expect(field("Topic")).toHaveValue("product:bulk-remind");
});

test.each(["?topic=offering:retired", "?topic=", "?topic=%E0%A4%A", "?topic=Bulk+Remind", "?other=1", ""])(
  "%p chooses nothing and says nothing: the form as without a topic",
  (search) => {
    renderWithProviders(<ContactForm topics={TOPICS} search={search} />);
    expect(field("Topic")).toHaveValue("");
    expect(screen.queryByText("About:")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  },
);

test("a topic from the address is sent like a chosen one", async () => {
  renderWithProviders(<ContactForm topics={TOPICS} search="?topic=general:not-sure" />);
  expect(screen.getByText("About:").closest("p")).toHaveTextContent("About: Not sure yet");
  type("Name", "Ada Lovelace");
  type("E-mail", "ada@example.com");
  type("Message", "We do not know where to start.");
  fireEvent.click(field(/I agree to the/));
  submit();
  await waitFor(() => expect(posted()).toHaveLength(1));
  expect(JSON.parse(String(posted()[0]?.init?.body)).topic).toBe("general:not-sure");
});

test("leaving a field shows its message, tied with aria-describedby; typing clears it", () => {
  renderWithProviders(<ContactForm topics={TOPICS} />);
  type("E-mail", "ada@");
  fireEvent.blur(field("E-mail"));
  expect(field("E-mail")).toHaveAttribute("aria-invalid", "true");
  expect(field("E-mail")).toHaveAccessibleDescription(`We reply to this address. ${M.emailInvalid}`);
  type("E-mail", "ada@example.com");
  expect(field("E-mail")).not.toHaveAttribute("aria-invalid");
  expect(screen.queryByText(M.emailInvalid)).toBeNull();
});

test("sending with problems marks every field and focuses the first; nothing is sent", () => {
  renderWithProviders(<ContactForm topics={TOPICS} />);
  type("E-mail", "ada@example.com");
  submit();
  expect(field("Name")).toHaveFocus();
  expect(field("Name")).toHaveAccessibleDescription(M.nameMissing);
  expect(screen.getByText(M.topicMissing)).toBeInTheDocument();
  expect(screen.getByText(M.messageMissing)).toBeInTheDocument();
  expect(screen.getByText(M.consentMissing)).toBeInTheDocument();
  expect(posted()).toEqual([]);
});

test("the token is fetched once the visitor starts, and sent with the JSON request", async () => {
  renderWithProviders(<ContactForm topics={TOPICS} />);
  expect(calls).toEqual([]);
  fireEvent.focus(field("Name"));
  fireEvent.focus(field("E-mail"));
  expect(calls.map((c) => c.url)).toEqual(["/api/contact/token"]);
  fillValid();
  submit();
  await waitFor(() => expect(posted()).toHaveLength(1));
  expect(posted()[0]?.init?.headers).toMatchObject({ "Content-Type": "application/json" });
  expect(JSON.parse(String(posted()[0]?.init?.body))).toEqual({
    name: "Ada Lovelace",
    email: "ada@example.com",
    company: "",
    topic: "product:bulk-remind",
    message: "We need reminders for 4,000 clients.",
    consent: true,
    website: "",
    formToken: "v1.tok",
  });
});

test("while sending: a disabled 'Sending…' button; then a confirmation in the form's place, its heading focused", async () => {
  let release: (r: Response) => void = () => undefined;
  answer = (url) =>
    url.startsWith("/api/contact/token")
      ? json(200, { token: "v1.tok" })
      : new Promise<Response>((resolve) => {
          release = resolve;
        });
  const { container } = renderWithProviders(<ContactForm topics={TOPICS} />);
  fillValid();
  submit();
  const busy = await screen.findByRole("button", { name: "Sending…" });
  expect(busy).toBeDisabled();
  expect(busy).toHaveAttribute("aria-busy", "true");
  await act(async () => release(reply(200, { sent: true, acknowledged: true })));
  const heading = await screen.findByRole("heading", { level: 2, name: "Thank you, your message was sent" });
  expect(heading).toHaveFocus();
  expect(heading).toHaveAttribute("id", "contact-form-heading");
  // The form is gone, not emptied under a notice.
  expect(container.querySelector("form")).toBeNull();
  expect(screen.queryByLabelText("Name")).toBeNull();
  expect(screen.getByText("ada@example.com").closest("p")).toHaveTextContent(
    "We sent a confirmation to ada@example.com.",
  );
  const steps = within(screen.getByRole("list")).getAllByRole("listitem");
  expect(steps.map((li) => li.querySelector("strong")?.textContent)).toEqual(NEXT_STEPS.map((x) => `${x.title}.`));
});

test("'Send another message' brings back the empty form, the name field focused; no confirmation sent says so", async () => {
  answer = (url) =>
    url.startsWith("/api/contact/token") ? json(200, { token: "t" }) : json(200, { sent: true, acknowledged: false });
  const { container } = renderWithProviders(<ContactForm topics={TOPICS} search="?topic=offering:training" />);
  expect(container.querySelector("form")?.noValidate).toBe(true);
  fillValid();
  submit();
  await screen.findByRole("heading", { name: "Thank you, your message was sent" });
  expect(screen.getByText("ada@example.com").closest("p")).toHaveTextContent(
    "We could not send a confirmation to ada@example.com, but your message reached us.",
  );
  const another = screen.getByRole("button", { name: "Send another message" });
  // Secondary: the form's Send button is the page's one primary action.
  expect(another.className).not.toBe(screen.queryByRole("button", { name: "Send message" })?.className);
  fireEvent.click(another);
  expect(screen.getByRole("heading", { level: 2, name: "Send us a message" })).toBeInTheDocument();
  await waitFor(() => expect(field("Name")).toHaveFocus());
  expect(field("Name")).toHaveValue("");
  expect(field("E-mail")).toHaveValue("");
  expect(field("Topic")).toHaveValue("");
  expect(field("Message")).toHaveValue("");
  expect(field(/I agree to the/)).not.toBeChecked();
  expect(screen.queryByText(/^About:/)).toBeNull();
  expect(screen.queryByRole("alert")).toBeNull();
  // The new form is checked by the script too, not by the browser's bubbles.
  expect(container.querySelector("form")?.noValidate).toBe(true);
});

test("delivery fails: an alert with the server's message, everything typed kept, and the new token used next", async () => {
  answer = (url) =>
    url.startsWith("/api/contact/token")
      ? json(200, { token: "v1.first" })
      : json(502, {
          error: {
            code: "DeliveryFailed",
            message: "We could not send your message just now.",
            details: { token: "v1.second" },
          },
        });
  renderWithProviders(<ContactForm topics={TOPICS} />);
  fillValid();
  submit();
  expect(await screen.findByRole("alert")).toHaveTextContent("Your message was not sent");
  expect(screen.getByRole("alert")).toHaveTextContent("We could not send your message just now.");
  expect(field("Message")).toHaveValue("We need reminders for 4,000 clients.");
  expect(field(/I agree to the/)).toBeChecked();
  submit();
  await waitFor(() => expect(posted()).toHaveLength(2));
  expect(JSON.parse(String(posted()[1]?.init?.body)).formToken).toBe("v1.second");
});

test("no connection: the alert says so and the text stays", async () => {
  answer = (url) =>
    url.startsWith("/api/contact/token") ? json(200, { token: "t" }) : Promise.reject(new TypeError("offline"));
  renderWithProviders(<ContactForm topics={TOPICS} />);
  fillValid();
  submit();
  expect(await screen.findByRole("alert")).toHaveTextContent("We could not reach our server");
  expect(field("Name")).toHaveValue("Ada Lovelace");
});

test("no answer: after 20 s the button is back and the alert says the message may or may not have gone", async () => {
  jest.useFakeTimers();
  try {
    let postStarted!: () => void;
    const posting = new Promise<void>((resolve) => (postStarted = resolve));
    let serverAnswers = false;
    answer = (url, init) => {
      if (url.startsWith("/api/contact/token")) return json(200, { token: "t" });
      if (serverAnswers) return json(200, { sent: true, acknowledged: true });
      postStarted();
      return new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
      );
    };
    renderWithProviders(<ContactForm topics={TOPICS} />);
    fillValid();
    submit();
    await act(() => posting);
    expect(screen.getByRole("button", { name: "Sending…" })).toBeDisabled();
    await act(async () => {
      jest.advanceTimersByTime(19_000);
    });
    expect(screen.queryByRole("alert")).toBeNull();
    await act(async () => {
      jest.advanceTimersByTime(1_000);
    });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("No answer from our server");
    expect(alert).toHaveTextContent("we cannot tell whether your message was sent");
    // Sending again could deliver it twice: the confirmation e-mail tells.
    expect(alert).toHaveTextContent("If our confirmation reaches ada@example.com in the next few minutes, it arrived");
    expect(alert).not.toHaveTextContent("Your message was not sent");
    expect(screen.getByRole("button", { name: "Send message" })).toBeEnabled();
    expect(field("Message")).toHaveValue("We need reminders for 4,000 clients.");

    // Sending again works, with the same token.
    serverAnswers = true;
    submit();
    expect(await screen.findByText("Thank you, your message was sent")).toBeInTheDocument();
    expect(posted()).toHaveLength(2);
    expect(JSON.parse(String(posted()[1]?.init?.body)).formToken).toBe("t");
  } finally {
    jest.useRealTimers();
  }
});

test("a token fetch that failed is tried again at the next send", async () => {
  let tokens = 0;
  answer = (url) => {
    if (!url.startsWith("/api/contact/token")) return json(400, { error: { message: "Please send the form again." } });
    tokens++;
    return tokens === 1 ? Promise.reject(new TypeError("offline")) : json(200, { token: "v1.later" });
  };
  renderWithProviders(<ContactForm topics={TOPICS} />);
  fillValid();
  submit();
  await waitFor(() => expect(posted()).toHaveLength(1));
  expect(JSON.parse(String(posted()[0]?.init?.body)).formToken).toBe("");
  await screen.findByRole("alert");
  submit();
  await waitFor(() => expect(posted()).toHaveLength(2));
  expect(JSON.parse(String(posted()[1]?.init?.body)).formToken).toBe("v1.later");
});

test("the server's field messages are shown on their fields, the first focused", async () => {
  answer = (url) =>
    url.startsWith("/api/contact/token")
      ? json(200, { token: "t" })
      : json(400, {
          error: { code: "InvalidFields", message: "Check", details: { fields: { topic: M.topicUnknown } } },
        });
  renderWithProviders(<ContactForm topics={TOPICS} />);
  fillValid();
  submit();
  await waitFor(() => expect(field("Topic")).toHaveFocus());
  expect(field("Topic")).toHaveAccessibleDescription(M.topicUnknown);
});
