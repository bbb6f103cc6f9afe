/**
 * Renders a lazily loaded, browser-only part after mount: the server HTML and the hydrating render show the
 * fallback, so the part's code (the sign-in library) is neither run at build time nor loaded by other pages.
 */
import React, { Suspense } from "react";
import { useMounted } from "./useMounted";

export default function ClientOnly({ fallback, children }: { fallback: React.ReactNode; children: React.ReactNode }) {
  const mounted = useMounted();
  return mounted ? <Suspense fallback={fallback}>{children}</Suspense> : <>{fallback}</>;
}
