import React from "react";
import Header from "./Header";
import { HEADER_HEIGHT } from "./headerHeight";
import Footer from "./Footer";

/** The site's pages: top bar, main and footer. Documentation pages have their own layout without the top bar (DocsLayout). */
export default function Layout({ children }: { children: React.ReactNode }) {
  return (
    <div sx={{ minHeight: "100vh", display: "flex", flexDirection: "column" }}>
      <a
        href="#main"
        sx={{
          position: "absolute",
          left: "-9999px",
          zIndex: "skipLink",
          "&:focus": { left: 3, top: 3, bg: "background", color: "primary", p: 2, borderRadius: "default" },
        }}
      >
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1} sx={{ flex: 1, pt: `${HEADER_HEIGHT}px`, outline: "none" }}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
