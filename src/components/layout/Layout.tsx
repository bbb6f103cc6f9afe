import React from "react";
import Header, { HEADER_HEIGHT } from "./Header";
import Footer from "./Footer";

interface LayoutProps {
  children: React.ReactNode;
  /** Documentation pages hide the top bar (spec §2). */
  hideTopBar?: boolean;
}

export default function Layout({ children, hideTopBar = false }: LayoutProps) {
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
      {!hideTopBar && <Header />}
      <main id="main" tabIndex={-1} sx={{ flex: 1, pt: hideTopBar ? 0 : `${HEADER_HEIGHT}px`, outline: "none" }}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
