import React from "react";
import { Link } from "gatsby";
import Footer from "../layout/Footer";
import ThemeToggle from "../layout/ThemeToggle";
import { products, site } from "../../config/site";

export interface DocLink {
  title: string;
  path: string;
}

interface DocsLayoutProps {
  product: string;
  pages: DocLink[];
  currentPath: string;
  children: React.ReactNode;
}

/** Documentation pages: no top bar (spec §2); a sidebar of the product's pages instead. */
export default function DocsLayout({ product, pages, currentPath, children }: DocsLayoutProps) {
  const info = products.find((p) => p.slug === product);
  const name = info?.name ?? product;
  const indexPath = `/${product}/docs/`;
  return (
    <div sx={{ minHeight: "100vh", display: "flex", flexDirection: "column" }}>
      <a
        href="#main"
        sx={{
          position: "absolute",
          left: "-9999px",
          "&:focus": { left: 3, top: 3, bg: "background", p: 2, zIndex: "skipLink" },
        }}
      >
        Skip to content
      </a>
      <div
        sx={{
          flex: 1,
          display: "grid",
          gridTemplateColumns: ["1fr", "1fr", "260px 1fr"],
          maxWidth: "container",
          width: "100%",
          mx: "auto",
        }}
      >
        <aside
          sx={{
            borderRight: ["none", "none", "1px solid"],
            borderBottom: ["1px solid", "1px solid", "none"],
            borderColor: "border",
            px: 3,
            py: 4,
          }}
        >
          <div sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", mb: 3 }}>
            <Link to="/" sx={{ color: "text", fontWeight: "bold", textDecoration: "none" }}>
              ← {site.brand}
            </Link>
            <ThemeToggle />
          </div>
          <nav aria-label={`${name} documentation`}>
            <p sx={{ fontWeight: "bold", fontSize: 3, m: 0, mb: 2 }}>
              <Link to={info?.route ?? "/"} sx={{ color: "text" }}>
                {name}
              </Link>
            </p>
            <ul sx={{ listStyle: "none", p: 0, m: 0 }}>
              {[{ title: "Overview", path: indexPath }, ...pages].map((page) => {
                const current = page.path === currentPath;
                return (
                  <li key={page.path}>
                    <Link
                      to={page.path}
                      aria-current={current ? "page" : undefined}
                      sx={{
                        display: "block",
                        py: 2,
                        px: 2,
                        borderRadius: "small",
                        color: current ? "primary" : "text",
                        fontWeight: current ? "bold" : "body",
                        bg: current ? "highlight" : "transparent",
                        textDecoration: "none",
                        "&:hover": { textDecoration: "underline" },
                      }}
                    >
                      {page.title}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        </aside>
        <main id="main" tabIndex={-1} sx={{ px: [3, 4, 5], py: 4, minWidth: 0, outline: "none" }}>
          {children}
        </main>
      </div>
      <Footer />
    </div>
  );
}
