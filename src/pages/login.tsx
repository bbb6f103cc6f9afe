import type { HeadFC, PageProps } from "gatsby";
import Layout from "../components/layout/Layout";
import Seo from "../components/Seo";
import ClientOnly from "../components/ClientOnly";
import { lazyComponent } from "../loading/lazyComponent";

// The sign-in library and screens load only here and on protected pages.
const LoginExperience = lazyComponent(() => import("../auth/screens/LoginExperience"));
// Fetched while the page hydrates rather than after it mounts (see portal/PortalRoutePage.tsx).
if (typeof window !== "undefined") LoginExperience.preload();

export default function LoginPage({ location }: PageProps) {
  return (
    <Layout>
      <div sx={{ maxWidth: "prose", mx: "auto", px: 3, py: [4, 5] }}>
        <h1 sx={{ fontSize: [6, 7], mt: 0, mb: 2 }}>Welcome to the Admin Login</h1>
        <p sx={{ fontSize: 3, color: "muted", mt: 0, mb: 4 }}>This area is for authorized administrators only.</p>
        {/* Room for the sign-in form before it loads, so the footer does not jump (layout shift). */}
        <div sx={{ minHeight: 640 }}>
          {/* A plain line while the form's code arrives (usually well under a second): the themed loading screen
              belongs to protected pages checking a session, and would add its code to the sign-in budget. */}
          <ClientOnly
            fallback={
              <p role="status" sx={{ color: "muted", textAlign: "center", py: 5 }}>
                Loading the sign-in form…
              </p>
            }
          >
            <LoginExperience search={location.search} />
          </ClientOnly>
        </div>
      </div>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="Admin Login"
    description="Sign in to the admin portal. For authorized administrators only."
    noRobots
    pathname={location.pathname}
  />
);
