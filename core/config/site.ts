/**
 * Site constants: the one place for the brand, contacts, social links, navigation and the offerings order.
 * Offerings and product docs themselves come from MDX in content/; this file only holds what is not content.
 */

export interface NavItem {
  label: string;
  route: string;
  icon?: string;
  title?: string;
}

export interface SocialLink {
  network: "Instagram" | "Facebook" | "Twitter" | "LinkedIn";
  href: string;
  title: string;
}

export interface Product {
  slug: "plutus-payments" | "bulk-remind";
  name: string;
  route: string;
  summary: string;
}

const brand = "Northwind Consulting";

export const site = {
  brand,
  legalName: "Northwind Consulting LLC",
  tagline: "Pragmatic IT consulting for cost, cloud and security",
  description:
    "Northwind Consulting helps mid-sized companies cut IT costs, move to the cloud safely, secure their systems and turn data into decisions.",
  /** Production origin; override with SITE_URL at build time. No trailing slash. */
  url: (process.env.SITE_URL || "https://www.northwind-consulting.example").replace(/\/+$/, ""),
  email: "hello@northwind-consulting.example",
  phone: "+1 (555) 010-4200",
  phoneHref: "tel:+15550104200",
  /**
   * The head office, where the contact form's e-mails and the contact page say we are. Every office, this one
   * included, is in content/company/offices.md (the footer and /about/ list them); the build stops when none of
   * them has this address.
   */
  address: "400 Harbor Street, Suite 12, Portland, OR 97204",
  language: "en-us",
  keywords: ["IT consulting", "cloud migration", "cost optimization", "cybersecurity", "SAP", "business intelligence"],
} as const;

/**
 * The one offer, stated the same on every page and call to action: a free first call, then (if we fit) a
 * fixed-price assessment. Before, the home page promised a free assessment and other pages a fixed-price one.
 */
export const offer = {
  /** The call to action's label, everywhere a visitor is asked to get in touch. */
  action: "Book a free 30-minute call",
  /** The short form, where space is tight (the header, the mobile menu). */
  shortAction: "Book a call",
  /** One sentence that says what happens, for a call to action's body. */
  summary:
    "A free 30-minute call with a senior consultant. If we are the right fit, a fixed-price assessment follows: you keep its findings whatever you decide.",
  assessment: "a fixed-price assessment, usually two weeks",
} as const;

export const socialLinks: SocialLink[] = (
  [
    ["Instagram", "https://www.instagram.com/northwindconsulting"],
    ["Facebook", "https://www.facebook.com/northwindconsulting"],
    ["Twitter", "https://twitter.com/northwind_it"],
    ["LinkedIn", "https://www.linkedin.com/company/northwind-consulting"],
  ] as const
).map(([network, href]) => ({ network, href, title: `Connect with ${brand} on ${network}` }));

export const products: Product[] = [
  {
    slug: "plutus-payments",
    name: "Plutus Payments",
    route: "/plutus-payments/",
    summary: "Card and bank payments with automatic reconciliation for service businesses.",
  },
  {
    slug: "bulk-remind",
    name: "Bulk Remind",
    route: "/bulk-remind/",
    summary: "Scheduled e-mail and SMS reminders to thousands of recipients, with delivery tracking.",
  },
];

/**
 * The home page's key figures. The average saving is the mean of the case studies' percentage results on spend or
 * cost (keyFigures.test.ts recomputes it from content/case-studies/); the head count and the founding year are the
 * about page's.
 */
export const keyFigures = [
  { figure: "60", label: "consultants in Portland, Denver and Toronto" },
  { figure: "200+", label: "engagements delivered since 2012" },
  { figure: "27%", label: "average saving on the spend we optimized" },
  { figure: "9 in 10", label: "clients come back for a second project" },
] as const;

/** Top-level navigation. Services and Products are menus filled from content and `products`. */
export const primaryNav = {
  home: { label: "Home", route: "/" },
  about: { label: "About Us", route: "/about/" },
  partners: { label: "Partners", route: "/partners/" },
  contact: { label: "Contact Us", route: "/contact/" },
} satisfies Record<string, NavItem>;

/** The top bar's menus, filled from content (Services) and `products` (Products). */
export type MainMenuName = "services" | "products";

/**
 * The top bar from left to right, the phone's menu from top to bottom: a link of `primaryNav` by its key, or a
 * menu. The one place to add, remove or move an entry; the signed-in admin menu follows it.
 */
export const mainMenu: readonly (keyof typeof primaryNav | MainMenuName)[] = [
  "home",
  "about",
  "services",
  "partners",
  "products",
  "contact",
];

/** Whether a main-menu entry is one of the menus rather than a link. */
export const isMainMenuName = (entry: string): entry is MainMenuName => entry === "services" || entry === "products";

export const legalLinks: NavItem[] = [
  { label: "Privacy Policy", route: "/privacy-policy/" },
  { label: "Terms and Conditions", route: "/terms-and-conditions/" },
];

/** The footer's way in for administrators (the top bar has none, to keep the public menus for visitors). */
export const adminSignInLink: NavItem = { label: "Admin sign-in", route: "/login/" };

/**
 * The three cloud partners, shown as our own text badges (static/logos/: the vendor's name and "Partner" on a plate,
 * white for the light theme and dark for the dark one, `darkLogo`), not the vendors' marks. Why: Simple Icons, the
 * maintained CC0 brand-icon set, removed every Microsoft icon, Azure included, at Microsoft's legal request (v13,
 * 2024: simple-icons issue #11236, PR #10019) and is removing Amazon's and AWS's (PR #13056, Amazon on its
 * forbidden-brands list); its disclaimer says CC0 covers its drawings, not the brands' trademark rights. The
 * official partner badges come with each partner program's own terms and are used only as supplied by it; a
 * single Google Cloud mark beside two text badges would look lopsided. Swap in the programs' badge files here once
 * the partnership team has them. `id` is what a certification's `partner` names (content/company/certifications.md).
 */
export const cloudPartners = [
  { id: "aws", name: "Amazon Web Services", logo: "/logos/aws.svg", darkLogo: "/logos/aws-dark.svg" },
  { id: "azure", name: "Microsoft Azure", logo: "/logos/azure.svg", darkLogo: "/logos/azure-dark.svg" },
  {
    id: "google-cloud",
    name: "Google Cloud",
    logo: "/logos/google-cloud.svg",
    darkLogo: "/logos/google-cloud-dark.svg",
  },
] as const;

/** The badges' intrinsic size (static/logos/*.svg viewBox). */
export const partnerBadgeSize = { width: 184, height: 48 } as const;

/** Routes kept out of search engines: sitemap and robots.txt both read this. */
export const privateRoutePrefixes = ["/login/", "/admin/", "/crm/", "/unifiedtime/"] as const;

/**
 * A phone number as a tel: link ("+1 (555) 010-4200" is tel:+15550104200). Here rather than beside the company
 * lists' checks (src/content/company.ts), which the footer's office list would otherwise bring to every page.
 */
export function phoneHref(phone: string): string {
  return `tel:${phone.trim().startsWith("+") ? "+" : ""}${phone.replace(/[^0-9]/g, "")}`;
}
