import { useEffect, useState } from "react";
import { graphql, useStaticQuery } from "gatsby";
import { primaryNav, products, type MainMenuName, type NavItem } from "../../../core/config/site";
import { useSignedInUser } from "../../auth/session/signedInUser";

export interface NavMenu {
  label: string;
  items: NavItem[];
  /** Links under the items, set apart (the admin menu's account link, the Services menu's "All services"). */
  footer?: NavItem[];
  /** An icon shown before the label. */
  icon?: string;
  /** A command last in the menu, set apart (the admin menu's 'Sign out'). */
  action?: MenuAction;
}

export interface MenuAction {
  label: string;
  /** Shown while the command runs. */
  busyLabel: string;
  run(): Promise<void>;
}

/** Sign-out from any page: the sign-in runtime is fetched only when someone asks to leave. */
const signOutAction: MenuAction = {
  label: "Sign out",
  busyLabel: "Signing out…",
  run: () =>
    import(/* webpackChunkName: "sign-out" */ "../../auth/signOutFromAnyPage")
      .then((m) => m.signOutFromAnyPage())
      .catch((error: unknown) => console.error("Could not sign out:", error)),
};

/** The links of `primaryNav`, the menus of `mainMenu`, and the admin menu. */
export type Navigation = typeof primaryNav &
  Record<MainMenuName, NavMenu> & {
    /** Only present while a user is signed in. */
    admin: NavMenu | null;
  };

interface OfferingsQuery {
  allMdx: {
    nodes: {
      frontmatter: { title: string; menuLabel: string | null; icon: string | null };
      fields: { path: string };
    }[];
  };
}

/** Offerings come from content/offerings, so a new MDX file adds its own menu entry. */
export function useNavigation(): Navigation {
  const data = useStaticQuery<OfferingsQuery>(graphql`
    query NavigationOfferings {
      allMdx(filter: { fields: { kind: { eq: "offering" } } }, sort: { frontmatter: { order: ASC } }) {
        nodes {
          frontmatter {
            title
            menuLabel
            icon
          }
          fields {
            path
          }
        }
      }
    }
  `);
  const user = useSignedInUser();
  const [admin, setAdmin] = useState<NavMenu | null>(null);
  // The session is only known in the browser: the server and the hydrating render both show no admin menu. The
  // portal's list is fetched for a signed-in visitor only, so public pages do not carry it.
  useEffect(() => {
    if (!user) {
      setAdmin(null);
      return undefined;
    }
    let current = true;
    void import("../../../core/config/adminNav").then(({ accountItem, adminMenuFor }) => {
      if (current)
        setAdmin({
          label: "Admin Portal Actions",
          icon: "adminPanel",
          items: adminMenuFor(user.groups),
          footer: [accountItem],
          action: signOutAction,
        });
    });
    return () => {
      current = false;
    };
  }, [user]);
  return {
    ...primaryNav,
    services: {
      label: "Services",
      items: data.allMdx.nodes.map((n) => ({
        label: n.frontmatter.menuLabel || n.frontmatter.title,
        route: n.fields.path,
        title: n.frontmatter.title,
        icon: n.frontmatter.icon ?? undefined,
      })),
      // Set apart under the offerings, on the desktop menu and the phone's alike: the grouped index.
      footer: [{ label: "All services", route: "/offerings/" }],
    },
    products: {
      label: "Products",
      items: products.map((p) => ({ label: p.name, route: p.route, title: p.summary })),
    },
    admin,
  };
}
