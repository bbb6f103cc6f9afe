/** True after the first client render: markup that depends on the browser (stored mode, session) waits for it,
 * so the server HTML and the hydrating render agree. */
import { useEffect, useState } from "react";

export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
