/** The authenticator-app secret: QR code from the (mocked) qrcode library, the secret as text, copying it. */
import React from "react";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { toDataURL } from "qrcode";
import { renderWithProviders } from "../../../test/renderWithProviders";
import TotpSecret, { QR_ALT, writeClipboard } from "./TotpSecret";

jest.mock("qrcode", () => ({ toDataURL: jest.fn() }));
const mockedToDataURL = toDataURL as unknown as jest.Mock<Promise<string>, [string, object]>;

const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const URI = `otpauth://totp/Northwind%20Consulting:a@example.com?secret=${SECRET}&issuer=Northwind%20Consulting`;
const PNG = "data:image/png;base64,iVBORw0KGgo=";

function setClipboard(value: Partial<Clipboard> | undefined) {
  Object.defineProperty(navigator, "clipboard", { value, configurable: true });
}

beforeEach(() => {
  mockedToDataURL.mockReset();
  setClipboard(undefined);
});

it("shows a 228×228 QR code of the link, and the secret as text", async () => {
  mockedToDataURL.mockResolvedValue(PNG);
  renderWithProviders(<TotpSecret uri={URI} secret={SECRET} />);
  expect(screen.getByText("Loading QR code…")).toBeInTheDocument();
  const img = await screen.findByRole("img", { name: QR_ALT });
  expect(img).toHaveAttribute("src", PNG);
  expect(img).toHaveAttribute("width", "228");
  expect(img).toHaveAttribute("height", "228");
  expect(mockedToDataURL).toHaveBeenCalledTimes(1);
  expect(mockedToDataURL).toHaveBeenCalledWith(URI, expect.objectContaining({ width: 228 }));
  expect(screen.getByLabelText("Secret key")).toHaveTextContent(SECRET);
  expect(screen.queryByText("Loading QR code…")).not.toBeInTheDocument();
});

it("logs 'Error creating QR code' when the library fails, and still shows the secret", async () => {
  const error = new Error("boom");
  mockedToDataURL.mockRejectedValue(error);
  const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
  try {
    renderWithProviders(<TotpSecret uri={URI} secret={SECRET} />);
    expect(await screen.findByText(/QR code could not be shown/)).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith("Error creating QR code", error);
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Secret key")).toHaveTextContent(SECRET);
  } finally {
    logged.mockRestore();
  }
});

it("copies the secret to the clipboard and says so politely", async () => {
  mockedToDataURL.mockResolvedValue(PNG);
  const writeText = jest.fn().mockResolvedValue(undefined);
  setClipboard({ writeText });
  renderWithProviders(<TotpSecret uri={URI} secret={SECRET} />);
  await screen.findByRole("img", { name: QR_ALT });
  const status = screen.getByRole("status");
  expect(status).toHaveAttribute("aria-live", "polite");
  expect(status).toHaveTextContent("");
  fireEvent.click(screen.getByRole("button", { name: "Copy" }));
  await waitFor(() => expect(status).toHaveTextContent("Copied"));
  expect(writeText).toHaveBeenCalledWith(SECRET);
});

it("without a clipboard, selects the secret for the user to copy", async () => {
  mockedToDataURL.mockResolvedValue(PNG);
  renderWithProviders(<TotpSecret uri={URI} secret={SECRET} />);
  await screen.findByRole("img", { name: QR_ALT });
  fireEvent.click(screen.getByRole("button", { name: "Copy" }));
  await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(/Selected/));
  expect(window.getSelection()?.toString()).toBe(SECRET);
});

it("when the browser refuses the clipboard, also falls back to selecting", async () => {
  mockedToDataURL.mockResolvedValue(PNG);
  setClipboard({ writeText: jest.fn().mockRejectedValue(new Error("denied")) });
  renderWithProviders(<TotpSecret uri={URI} secret={SECRET} />);
  await screen.findByRole("img", { name: QR_ALT });
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Copy" }));
  });
  expect(screen.getByRole("status")).toHaveTextContent(/Selected/);
  expect(window.getSelection()?.toString()).toBe(SECRET);
});

it("a new secret gets a new QR code", async () => {
  mockedToDataURL.mockResolvedValueOnce(PNG).mockResolvedValueOnce("data:image/png;base64,b3RoZXI=");
  function Host() {
    const [secret, setSecret] = React.useState(SECRET);
    return (
      <>
        <TotpSecret uri={URI.replace(SECRET, secret)} secret={secret} />
        <button type="button" onClick={() => setSecret("ABCDEFGHIJKLMNOP")}>
          New secret
        </button>
      </>
    );
  }
  renderWithProviders(<Host />);
  await screen.findByRole("img", { name: QR_ALT });
  fireEvent.click(screen.getByRole("button", { name: "New secret" }));
  await waitFor(() =>
    expect(screen.getByRole("img", { name: QR_ALT })).toHaveAttribute("src", "data:image/png;base64,b3RoZXI="),
  );
  expect(mockedToDataURL).toHaveBeenLastCalledWith(
    expect.stringContaining("secret=ABCDEFGHIJKLMNOP"),
    expect.anything(),
  );
  expect(screen.getByLabelText("Secret key")).toHaveTextContent("ABCDEFGHIJKLMNOP");
});

describe("writeClipboard", () => {
  it("is false without a clipboard or when writing fails", async () => {
    expect(await writeClipboard("x", undefined)).toBe(false);
    expect(await writeClipboard("x", { writeText: () => Promise.reject(new Error("no")) })).toBe(false);
    expect(await writeClipboard("x", { writeText: () => Promise.resolve() })).toBe(true);
  });
});
