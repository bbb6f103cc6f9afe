/**
 * The authenticator-app secret, twice: as a QR code of its otpauth link to scan, and as text with a Copy button for
 * setting the app up by hand (on the phone itself there is nothing to scan). The QR library is loaded only when
 * this mounts, so no other page pays for it; if it fails, the secret is still there.
 */
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "../../components/ui/Button";
import { lazy } from "../../loading/lazy";

/** The QR code is 228×228, the size authenticator apps scan well from a laptop screen. */
export const QR_SIZE = 228;
export const QR_ALT = "QR code for setting up an authenticator app";

type QrState = { status: "loading" } | { status: "ready"; src: string } | { status: "failed" };
type CopyState = "idle" | "copied" | "selected";

type QrModule = typeof import("qrcode");

/** webpack hands a CommonJS module to `import()` with its exports as names; other bundlers only as `default`. */
function qrLibrary(mod: QrModule | { default: QrModule }): QrModule {
  return "toDataURL" in mod ? mod : mod.default;
}

/** The QR code library, fetched when a secret is first shown. */
const qrcode = lazy(() => import("qrcode"));

/** Writes the text to the clipboard; false when there is no clipboard or the browser refused. */
export async function writeClipboard(
  text: string,
  clipboard: Pick<Clipboard, "writeText"> | undefined,
): Promise<boolean> {
  if (!clipboard?.writeText) return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Selects an element's text, so the user can copy it with the keyboard or the context menu. */
function selectContents(element: HTMLElement): void {
  const selection = window.getSelection();
  if (!selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}

const COPY_MESSAGES: Record<CopyState, string> = {
  idle: "",
  copied: "Copied",
  selected: "Selected: press Ctrl+C (⌘C on a Mac) to copy",
};

export interface TotpSecretProps {
  /** The otpauth:// link (see otpauth.ts). */
  uri: string;
  /** The base32 secret, shown for typing or pasting into the app. */
  secret: string;
}

export default function TotpSecret({ uri, secret }: TotpSecretProps) {
  const [qr, setQr] = useState<QrState>({ status: "loading" });
  const [copy, setCopy] = useState<CopyState>("idle");
  const secretRef = useRef<HTMLElement>(null);
  const labelId = useId();

  useEffect(() => {
    if (!secret) return undefined;
    let current = true;
    setQr({ status: "loading" });
    qrcode()
      .then((mod) => qrLibrary(mod).toDataURL(uri, { width: QR_SIZE, margin: 2, errorCorrectionLevel: "M" }))
      .then((src) => {
        if (current) setQr({ status: "ready", src });
      })
      .catch((error: unknown) => {
        console.error("Error creating QR code", error);
        if (current) setQr({ status: "failed" });
      });
    return () => {
      current = false;
    };
  }, [uri, secret]);

  useEffect(() => setCopy("idle"), [secret]);

  const onCopy = async () => {
    const clipboard = typeof navigator !== "undefined" ? navigator.clipboard : undefined;
    if (await writeClipboard(secret, clipboard)) return setCopy("copied");
    if (secretRef.current) selectContents(secretRef.current);
    setCopy("selected");
  };

  return (
    <div sx={{ mb: 3 }}>
      <div sx={{ display: "flex", justifyContent: "center", mb: 3 }}>
        {qr.status === "ready" && (
          <img
            src={qr.src}
            alt={QR_ALT}
            width={QR_SIZE}
            height={QR_SIZE}
            sx={{ display: "block", borderRadius: "small" }}
          />
        )}
        {qr.status === "loading" && (
          <div
            sx={{
              width: QR_SIZE,
              height: QR_SIZE,
              display: "flex",
              alignItems: "center",
              justifyContent: "center",
              bg: "paper",
              color: "muted",
              borderRadius: "small",
            }}
          >
            Loading QR code…
          </div>
        )}
        {qr.status === "failed" && (
          <p sx={{ color: "muted", m: 0 }}>The QR code could not be shown. Enter the secret key in your app instead.</p>
        )}
      </div>
      <p id={labelId} sx={{ variant: "forms.label", mb: 1 }}>
        Secret key
      </p>
      <div sx={{ display: "flex", alignItems: "center", flexWrap: "wrap", gap: 2 }}>
        <code
          ref={secretRef}
          aria-labelledby={labelId}
          sx={{
            fontSize: 2,
            letterSpacing: "0.05em",
            wordBreak: "break-all",
            bg: "paper",
            px: 2,
            py: 1,
            borderRadius: "small",
          }}
        >
          {secret}
        </code>
        <Button variant="secondary" onClick={() => void onCopy()} disabled={!secret}>
          Copy
        </Button>
        <span role="status" aria-live="polite" sx={{ color: "muted", fontSize: 1 }}>
          {COPY_MESSAGES[copy]}
        </span>
      </div>
    </div>
  );
}
