/**
 * The developer landing page's identity panel: the signed-in user's identity-pool id and when the current
 * temporary AWS credentials expire and will be renewed (50 minutes after they were obtained). The secret key and
 * the session token are kept for AWS calls but never shown.
 *
 * It imports the AWS SDK's identity client (through ../../identity/client), so mount it with React.lazy: the SDK
 * then loads only on this page. It knows nothing about sign-in beyond `getIdToken`. Its error alert and its times
 * are components of their own next to it, in the same lazy chunk.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { Alert } from "../../components/ui/Alert";
import { Button } from "../../components/ui/Button";
import { Card } from "../../components/ui/Card";
import { identitySetupFromEnv } from "../../identity/client";
import {
  createCredentialsRefresher,
  credentialsFetcher,
  INITIAL_REFRESHER_STATE,
  type CredentialsRefresher,
  type RefresherState,
} from "../../identity/refresher";
import type { IdentitySetup } from "../../identity/types";
import { ErrorAlert } from "./ErrorAlert";
import { When } from "./When";

export interface DeveloperPanelProps {
  /** The signed-in user's current id token (renewed by the caller when needed); called at every fetch. */
  getIdToken: () => Promise<string>;
  /**
   * The identity service; by default the one the build's GATSBY_COGNITO_IDENTITY_* settings describe. For tests:
   * a new object starts over (new fetch and schedule), so pass a stable one.
   */
  identity?: IdentitySetup;
}

/** How often the "in N minutes" texts are brought up to date. */
const CLOCK_TICK_MS = 15_000;

/** The current time, ticking; `touch` brings it up to date at once (new credentials arrived). */
function useNow(tickMs: number): [number, () => void] {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(id);
  }, [tickMs]);
  const touch = useCallback(() => setNow(Date.now()), []);
  return [now, touch];
}

export default function DeveloperPanel({ getIdToken, identity }: DeveloperPanelProps) {
  const headingId = useId();
  const setup = useMemo(() => identity ?? identitySetupFromEnv(), [identity]);
  const tokenSource = useRef(getIdToken);
  tokenSource.current = getIdToken;
  const refresher = useRef<CredentialsRefresher | null>(null);
  const [state, setState] = useState<RefresherState>(INITIAL_REFRESHER_STATE);
  const [now, touchNow] = useNow(CLOCK_TICK_MS);

  useEffect(() => {
    if ("problems" in setup) return undefined;
    const r = createCredentialsRefresher({
      fetch: credentialsFetcher(
        (idToken) => setup.service.getCredentials(idToken),
        () => tokenSource.current(),
      ),
    });
    refresher.current = r;
    const unsubscribe = r.subscribe((next) => {
      setState(next);
      touchNow();
    });
    r.start();
    const onVisible = () => {
      if (document.visibilityState === "visible") r.wake();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      document.removeEventListener("visibilitychange", onVisible);
      unsubscribe();
      r.stop();
      if (refresher.current === r) refresher.current = null;
    };
  }, [setup, touchNow]);

  const { current, refreshAt, loading, error } = state;
  const expiresAt = current?.credentials.expiration.getTime() ?? null;
  const expired = expiresAt !== null && expiresAt <= now;

  return (
    <Card as="section" aria-labelledby={headingId} aria-busy={loading || undefined}>
      <h2 id={headingId} sx={{ fontSize: 5, mt: 0, mb: 0 }}>
        Temporary AWS credentials
      </h2>
      <p sx={{ color: "muted", m: 0 }}>
        Your identity in the site&apos;s Cognito identity pool and the AWS credentials it gives your sign-in. They last
        an hour and are renewed after 50 minutes. The secret key and session token stay in this page and are never
        shown.
      </p>

      {"problems" in setup ? (
        <Alert tone="error" title="The identity pool is not configured for this build">
          <p>Set these build variables and build again:</p>
          <ul sx={{ my: 1, pl: 4 }}>
            {setup.problems.map((p) => (
              <li key={p.variable}>
                <code>{p.variable}</code>: {p.message}
              </li>
            ))}
          </ul>
        </Alert>
      ) : (
        <>
          {error && <ErrorAlert error={error} endpoint={setup.endpoint} />}
          {!current && loading && <p role="status">Getting temporary AWS credentials…</p>}
          {current && (
            <dl
              sx={{
                display: "grid",
                gridTemplateColumns: ["1fr", "max-content 1fr"],
                columnGap: 3,
                rowGap: 2,
                m: 0,
                dt: { fontWeight: "bold" },
                dd: { m: 0, overflowWrap: "anywhere" },
              }}
            >
              <dt>Identity ID</dt>
              <dd>
                <code>{current.identityId}</code>
              </dd>
              <dt>Credentials expire</dt>
              <dd>
                {expiresAt !== null && <When at={expiresAt} now={now} />}
                {expired && (
                  <strong sx={{ display: "block", color: "secondary" }}>
                    Expired: AWS calls with them will fail until they are renewed.
                  </strong>
                )}
              </dd>
              <dt>Next renewal</dt>
              <dd>
                {loading ? (
                  <span role="status">Renewing now…</span>
                ) : refreshAt !== null ? (
                  <>
                    <When at={refreshAt} now={now} />
                    {error && " (another try after the failure above)"}
                  </>
                ) : (
                  "None scheduled: use Renew now."
                )}
              </dd>
            </dl>
          )}
          <div>
            <Button variant="secondary" busy={loading} onClick={() => refresher.current?.refreshNow()}>
              Renew now
            </Button>
          </div>
        </>
      )}
    </Card>
  );
}
