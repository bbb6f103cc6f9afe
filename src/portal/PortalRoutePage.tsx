/**
 * The page component of the three client-only route files (admin, crm, unifiedtime): a static shell with the portal
 * loaded lazily in the browser.
 */
import type { PageProps } from "gatsby";
import Layout from "../components/layout/Layout";
import ClientOnly from "../components/ClientOnly";
import { lazyComponent } from "../loading/lazyComponent";
import LoadingScreen from "../components/loading/LoadingScreen";

const Portal = lazyComponent(() => import("./Portal"));
// Fetch it as soon as this page's code runs, in parallel with hydration, instead of after the mount: the portal is
// what the page is for, and waiting cost a round trip on the way to the first real content.
if (typeof window !== "undefined") Portal.preload();

export function PortalRoutePage({ location }: PageProps) {
  return (
    <Layout>
      {/* Room for the portal before it loads, so the footer does not jump (layout shift). */}
      <div sx={{ minHeight: "85vh" }}>
        <ClientOnly fallback={<LoadingScreen label="Admin portal" />}>
          <Portal path={location.pathname} />
        </ClientOnly>
      </div>
    </Layout>
  );
}
