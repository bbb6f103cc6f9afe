import { Link } from "gatsby";
import Icon from "../Icon";
import ThemedImage from "../ThemedImage";
import OfficeList from "../trust/OfficeList";
import { useOffices } from "../trust/useOffices";
import { layoutWhenNearViewport } from "../../theme/offscreen";
import {
  adminSignInLink,
  cloudPartners,
  legalLinks,
  partnerBadgeSize,
  site,
  socialLinks,
} from "../../../core/config/site";

const headingSx = { fontSize: 2, textTransform: "uppercase" as const, letterSpacing: "0.06em", mb: 3, mt: 0 };

export default function Footer() {
  const year = new Date().getFullYear();
  const offices = useOffices();
  return (
    <footer
      sx={{
        bg: "paper",
        color: "text",
        borderTop: "1px solid",
        borderColor: "border",
        mt: 6,
        ...layoutWhenNearViewport(700),
      }}
    >
      <div
        sx={{
          maxWidth: "container",
          mx: "auto",
          px: 3,
          py: 5,
          display: "grid",
          gap: 4,
          // Contact and its offices take a row of their own until lg, so the offices can stand side by side.
          gridTemplateColumns: ["1fr", "1fr 1fr", "1fr 1fr", "3fr 1fr 1.2fr"],
        }}
      >
        <section aria-labelledby="footer-contact" sx={{ gridColumn: ["auto", "1 / -1", null, "auto"] }}>
          <h2 id="footer-contact" sx={headingSx}>
            Contact
          </h2>
          <p sx={{ display: "flex", alignItems: "center", gap: 2, mt: 0, mb: 3 }}>
            <Icon name="mail" size={20} />
            <span>
              E-mail: <a href={`mailto:${site.email}`}>{site.email}</a>
            </span>
          </p>
          {/* Every office with its phone (the head office's is site.phone: checkContent holds them together). */}
          <OfficeList offices={offices} columns={[1, 3]} />
        </section>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social" sx={headingSx}>
            Follow us
          </h2>
          <ul sx={{ display: "flex", gap: 2, listStyle: "none", p: 0, m: 0 }}>
            {socialLinks.map((link) => (
              <li key={link.network}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  title={link.title}
                  aria-label={`${link.title} (opens in a new tab)`}
                  sx={{
                    display: "inline-flex",
                    alignItems: "center",
                    justifyContent: "center",
                    width: 44,
                    height: 44,
                    borderRadius: "round",
                    color: "primary",
                    border: "1px solid",
                    borderColor: "border",
                    "&:hover": { bg: "highlight" },
                  }}
                >
                  <Icon name={link.network} size={20} />
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-partners">
          <h2 id="footer-partners" sx={headingSx}>
            Cloud partners
          </h2>
          {/* Text badges on a plate of the theme's (a white one glared on the dark footer): ThemedImage. */}
          <ul
            sx={{
              display: "flex",
              flexDirection: "column",
              gap: 2,
              listStyle: "none",
              p: 0,
              m: 0,
              alignItems: "flex-start",
            }}
          >
            {cloudPartners.map((partner) => (
              <li key={partner.name} sx={{ lineHeight: 0 }}>
                <ThemedImage
                  source={{ light: partner.logo, dark: partner.darkLogo, ...partnerBadgeSize }}
                  alt={`${partner.name} Partner`}
                />
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div sx={{ borderTop: "1px solid", borderColor: "border" }}>
        <div
          sx={{
            maxWidth: "container",
            mx: "auto",
            px: 3,
            py: 3,
            display: "flex",
            flexWrap: "wrap",
            gap: 3,
            justifyContent: "space-between",
            alignItems: "center",
            fontSize: 1,
          }}
        >
          <p sx={{ m: 0 }}>
            © <span suppressHydrationWarning>{year}</span> {site.legalName}. All rights reserved.
          </p>
          {/* On a phone the links wrap whole ("Admin sign-in" never splits at its hyphen). */}
          <ul
            sx={{
              display: "flex",
              flexWrap: "wrap",
              columnGap: 3,
              listStyle: "none",
              m: 0,
              p: 0,
              whiteSpace: "nowrap",
            }}
          >
            {legalLinks.map((link) => (
              <li key={link.route}>
                <Link to={link.route} sx={{ color: "primary", display: "inline-block", py: 2 }}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              {/* A plain link: a Gatsby Link would prefetch the sign-in page's code on every public page. */}
              <a href={adminSignInLink.route} sx={{ color: "primary", display: "inline-block", py: 2 }}>
                {adminSignInLink.label}
              </a>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
