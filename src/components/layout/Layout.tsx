import React from "react";
import Header, { HEADER_HEIGHT } from "./Header";
import Footer from "./Footer";
import StaticContent from "../static/StaticContent";

interface LayoutProps {
  children: React.ReactNode;
  /** Documentation pages hide the top bar (spec §2). */
  hideTopBar?: boolean;
  /**
   * The page's content is text, pictures and links only: on the first load React adopts its server HTML instead of
   * hydrating it (StaticContent). Leave it off for content with state or handlers (the contact form, the docs).
   */
  staticContent?: boolean;
}

export default function Layout({ children, hideTopBar = false, staticContent = false }: LayoutProps) {
  const main = {
    id: "main",
    tabIndex: -1,
    sx: { flex: 1, pt: hideTopBar ? 0 : `${HEADER_HEIGHT}px`, outline: "none" },
  };
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
      {staticContent ? (
        <StaticContent as="main" {...main}>
          {children}
        </StaticContent>
      ) : (
        <main {...main}>{children}</main>
      )}
      <Footer />
    </div>
  );
}
