import React from "react";
import { fireEvent, screen, within } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import Header from "./Header";
import { renderWithProviders } from "../../../test/renderWithProviders";
import { themeStore } from "../../theme/themeStore";
import { offer, site } from "../../../core/config/site";
import { signOutFromAnyPage } from "../../auth/signOutFromAnyPage";

// The menu's Sign out loads this chunk on a click; its own test covers what it does.
jest.mock("../../auth/signOutFromAnyPage", () => ({ signOutFromAnyPage: jest.fn(() => Promise.resolve()) }));

const offerings = ["Cost Optimization", "Staff Augmentation", "Cybersecurity"].map((title, i) => ({
  frontmatter: { title, menuLabel: null, icon: null },
  fields: { path: `/offerings/o${i}/` },
}));

beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue({ allMdx: { nodes: offerings } });
  jest.spyOn(window, "requestAnimationFrame").mockImplementation((cb) => {
    cb(0);
    return 0;
  });
});

afterEach(() => jest.restoreAllMocks());

/** The desktop nav (display:none below lg; jsdom has no media queries, so found by its label attribute). */
const desktopNav = () => within(document.querySelector<HTMLElement>('header nav[aria-label="Main"]')!);

describe("Header", () => {
  it("lists the primary navigation in the spec's order, without admin actions when signed out", () => {
    renderWithProviders(<Header />);
    // The desktop nav is display:none below lg and jsdom has no media queries; hidden nodes have no
    // accessible name, so find it by its label attribute.
    const nav = document.querySelector<HTMLElement>('header nav[aria-label="Main"]')!;
    expect(nav).not.toBeNull();
    const labels = within(nav)
      .getAllByRole("listitem", { hidden: true })
      .filter((li) => li.parentElement?.parentElement === nav)
      .map((li) => (li.querySelector("a, button") as HTMLElement).textContent?.trim());
    expect(labels).toEqual(["Home", "About Us", "Services", "Partners", "Products", "Contact Us"]);
    expect(screen.queryByRole("button", { name: /Admin Portal Actions/, hidden: true })).toBeNull();
  });

  it("wires the Services menu to a popover list of the offerings from content, then All services", () => {
    renderWithProviders(<Header />);
    const button = desktopNav().getByRole("button", { name: /Services/, hidden: true });
    // After mount the button states the list's state; the browser opens it (e2e covers that).
    expect(button).toHaveAttribute("aria-expanded", "false");
    const menu = document.getElementById(button.getAttribute("aria-controls")!)!;
    expect(button.getAttribute("popovertarget")).toBe(menu.id);
    expect(menu).toHaveAttribute("popover", "auto");
    expect(
      within(menu)
        .getAllByRole("link", { hidden: true })
        .map((a) => a.getAttribute("href")),
    ).toEqual(["/offerings/o0/", "/offerings/o1/", "/offerings/o2/", "/offerings/"]);
    // The grouped index sits apart, after the offerings.
    const all = within(menu).getByRole("link", { name: "All services", hidden: true });
    expect(all.closest("[data-menu-footer]")).not.toBeNull();
  });

  it("shows 'Admin Portal Actions' once signed in, with the super-admin items for Admins", async () => {
    renderWithProviders(<Header />, {
      auth: { userDetails: { username: "super.admin@example.com", groups: ["Admins"] } },
    });
    // Fetched once someone is signed in (public pages do not carry the portal's list).
    const button = await desktopNav().findByRole("button", { name: /Admin Portal Actions/, hidden: true });
    const menu = document.getElementById(button.getAttribute("aria-controls")!)!;
    const links = within(menu).getAllByRole("link", { hidden: true });
    const portal = links.filter((a) => !a.closest("[data-menu-footer]"));
    expect(portal).toHaveLength(13);
    // The bar's call to action gives its room to the admin menu.
    expect(within(screen.getByRole("banner")).queryByText(offer.shortAction)).toBeNull();
    expect(portal.at(-1)).toHaveAttribute("href", "/admin/users/");
    // The account link sits apart, after the portal's areas.
    expect(links.at(-1)).toHaveTextContent("Account security");
    expect(links.at(-1)?.closest("[data-menu-footer]")).not.toBeNull();
  });

  it("ends the admin menu with Sign out, which signs out from this page and says so while it works", async () => {
    renderWithProviders(<Header />, { auth: { userDetails: { username: "admin@example.com", groups: [] } } });
    const button = await desktopNav().findByRole("button", { name: /Admin Portal Actions/, hidden: true });
    const menu = document.getElementById(button.getAttribute("aria-controls")!)!;
    const signOut = within(menu).getByRole("button", { name: "Sign out", hidden: true });
    expect(signOut.closest("li")).toBe(menu.lastElementChild);
    fireEvent.click(signOut);
    expect(signOut).toBeDisabled();
    expect(signOut).toHaveTextContent("Signing out…");
    await screen.findAllByRole("button", { name: "Sign out", hidden: true });
    expect(signOutFromAnyPage).toHaveBeenCalledTimes(1);
  });

  it("shows six portal items to an admin outside the Admins group", async () => {
    renderWithProviders(<Header />, { auth: { userDetails: { username: "admin@example.com", groups: [] } } });
    const button = await desktopNav().findByRole("button", { name: /Admin Portal Actions/, hidden: true });
    const menu = document.getElementById(button.getAttribute("aria-controls")!)!;
    const portal = within(menu)
      .getAllByRole("link", { hidden: true })
      .filter((a) => !a.closest("[data-menu-footer]"))
      .map((a) => a.textContent);
    expect(portal).toEqual(["Admin", "UnifiedTime tool", "CRM", "Expenses", "Task Automation", "Marketing Approvals"]);
  });

  it("has the offer's compact call to action to /contact/ in the bar, outside the menus", () => {
    renderWithProviders(<Header />);
    // display:none below sm, and jsdom has no media queries: hidden nodes have no accessible name, so by its text.
    const banner = screen.getByRole("banner");
    const cta = within(banner).getByText(offer.shortAction);
    expect(cta.tagName).toBe("A");
    expect(cta).toHaveAttribute("href", "/contact/");
    expect(cta.closest("nav")).toBeNull();
  });

  it("toggles the color mode through the theme store and the <html> class", () => {
    renderWithProviders(<Header />);
    const toggle = screen.getByRole("button", { name: "Switch to dark mode" });
    fireEvent.click(toggle);
    expect(themeStore().getState()).toEqual({ mode: "dark", preferred: true });
    expect(document.documentElement).toHaveClass("theme-ui-dark");
    expect(window.localStorage.getItem("themeMode")).toBe("dark");
    fireEvent.click(screen.getByRole("button", { name: "Switch to light mode" }));
    expect(document.documentElement).not.toHaveClass("theme-ui-dark");
  });
});

describe("mobile navigation dialog", () => {
  // A popover the browser opens (e2e covers that); here its wiring, and what the page adds once it runs.
  function dialogOf() {
    renderWithProviders(<Header />);
    const opener = screen.getByRole("button", { name: "Open navigation menu" });
    const dialog = screen.getByRole("dialog", { name: "Navigation", hidden: true });
    return { opener, dialog };
  }

  it("is a popover opened by the menu button, with submenus that Back and Close hide", () => {
    const { opener, dialog } = dialogOf();
    expect(opener.getAttribute("popovertarget")).toBe(dialog.id);
    expect(dialog).toHaveAttribute("popover", "auto");
    expect(dialog).toHaveAttribute("aria-modal", "true");
    const services = within(dialog).getByRole("button", { name: /Services/, hidden: true });
    const submenu = document.getElementById(services.getAttribute("popovertarget")!)!;
    expect(services).toHaveAttribute("popovertargetaction", "show");
    expect(dialog.contains(submenu)).toBe(true);
    expect(
      within(submenu)
        .getAllByRole("link", { hidden: true })
        .map((a) => a.textContent),
    ).toEqual(["Cost Optimization", "Staff Augmentation", "Cybersecurity", "All services"]);
    const back = within(submenu).getByRole("button", { name: "Back", hidden: true });
    expect([back.getAttribute("popovertarget"), back.getAttribute("popovertargetaction")]).toEqual([
      submenu.id,
      "hide",
    ]);
    // Every Close button closes the whole dialog (and so the submenu in it).
    const closes = within(dialog).getAllByRole("button", { name: "Close navigation menu", hidden: true });
    expect(closes.map((c) => [c.getAttribute("popovertarget"), c.getAttribute("popovertargetaction")])).toEqual(
      closes.map(() => [dialog.id, "hide"]),
    );
  });

  it("offers the call to action and the phone number after the menu", () => {
    const { dialog } = dialogOf();
    const top = dialog.querySelector<HTMLElement>(":scope > [data-level]")!;
    const cta = within(top).getByRole("link", { name: offer.shortAction, hidden: true });
    expect(cta).toHaveAttribute("href", "/contact/");
    const phone = within(top).getByRole("link", { name: `Call ${site.phone}`, hidden: true });
    expect(phone).toHaveAttribute("href", site.phoneHref);
    // Both after the menu's items: the first item keeps the focus on open.
    const nav = within(top).getByRole("navigation", { name: "Main", hidden: true });
    expect(nav.compareDocumentPosition(cta) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("traps Tab inside the dialog", () => {
    const { dialog } = dialogOf();
    const focusable = dialog.querySelectorAll<HTMLElement>("a[href], button");
    const last = focusable[focusable.length - 1]!;
    last.focus();
    fireEvent.keyDown(dialog, { key: "Tab" });
    expect(focusable[0]).toHaveFocus();
    fireEvent.keyDown(dialog, { key: "Tab", shiftKey: true });
    expect(last).toHaveFocus();
  });
});
