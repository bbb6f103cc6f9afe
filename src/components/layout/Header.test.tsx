import React from "react";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import Header from "./Header";
import { renderWithProviders } from "../../../test/renderWithProviders";

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

  it("opens the Services menu from content and closes it with Escape, returning focus", () => {
    renderWithProviders(<Header />);
    const button = screen.getByRole("button", { name: /Services/, hidden: true });
    expect(button).toHaveAttribute("aria-expanded", "false");
    fireEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    const menu = document.getElementById(button.getAttribute("aria-controls")!)!;
    expect(
      within(menu)
        .getAllByRole("link", { hidden: true })
        .map((a) => a.getAttribute("href")),
    ).toEqual(["/offerings/o0/", "/offerings/o1/", "/offerings/o2/"]);
    fireEvent.keyDown(within(menu).getAllByRole("link", { hidden: true })[0]!, { key: "Escape" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();
  });

  it("shows 'Admin Portal Actions' once signed in, with the super-admin items for Admins", () => {
    renderWithProviders(<Header />, {
      auth: { userDetails: { username: "super.admin@example.com", groups: ["Admins"] } },
    });
    const button = screen.getByRole("button", { name: /Admin Portal Actions/, hidden: true });
    fireEvent.click(button);
    const menu = document.getElementById(button.getAttribute("aria-controls")!)!;
    const links = within(menu).getAllByRole("link", { hidden: true });
    const portal = links.filter((a) => !a.closest("[data-menu-footer]"));
    expect(portal).toHaveLength(13);
    expect(portal.at(-1)).toHaveAttribute("href", "/admin/users/");
    // The account link sits apart, after the portal's areas.
    expect(links.at(-1)).toHaveTextContent("Account security");
    expect(links.at(-1)?.closest("[data-menu-footer]")).not.toBeNull();
  });

  it("shows six portal items to an admin outside the Admins group", () => {
    renderWithProviders(<Header />, { auth: { userDetails: { username: "admin@example.com", groups: [] } } });
    fireEvent.click(screen.getByRole("button", { name: /Admin Portal Actions/, hidden: true }));
    const button = screen.getByRole("button", { name: /Admin Portal Actions/, hidden: true });
    const menu = document.getElementById(button.getAttribute("aria-controls")!)!;
    const portal = within(menu)
      .getAllByRole("link", { hidden: true })
      .filter((a) => !a.closest("[data-menu-footer]"))
      .map((a) => a.textContent);
    expect(portal).toEqual(["Admin", "UnifiedTime tool", "CRM", "Expenses", "Task Automation", "Marketing Approvals"]);
  });

  it("toggles the colour mode through the store and the <html> class", () => {
    const { store } = renderWithProviders(<Header />);
    const toggle = screen.getByRole("button", { name: "Switch to dark mode" });
    fireEvent.click(toggle);
    expect(store.getState().theme).toEqual({ mode: "dark", preferred: true });
    expect(document.documentElement).toHaveClass("theme-ui-dark");
    expect(window.localStorage.getItem("themeMode")).toBe("dark");
    fireEvent.click(screen.getByRole("button", { name: "Switch to light mode" }));
    expect(document.documentElement).not.toHaveClass("theme-ui-dark");
  });
});

describe("mobile navigation dialog", () => {
  // The dialog is lazy-loaded, so it appears asynchronously after the click.
  async function openDialog() {
    renderWithProviders(<Header />);
    const opener = screen.getByRole("button", { name: "Open navigation menu" });
    fireEvent.click(opener);
    return { opener, dialog: await screen.findByRole("dialog", { name: "Navigation" }) };
  }

  it("enters a submenu, goes back to the button that opened it, and closes on Escape", async () => {
    const { opener, dialog } = await openDialog();
    expect(dialog).toHaveAttribute("aria-modal", "true");
    fireEvent.click(within(dialog).getByRole("button", { name: /Services/ }));
    expect(
      within(dialog)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["Cost Optimization", "Staff Augmentation", "Cybersecurity"]);
    expect(within(dialog).getByRole("button", { name: "Back" })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole("button", { name: "Back" }));
    expect(within(dialog).getByRole("button", { name: /Services/ })).toHaveFocus();
    act(() => {
      fireEvent.keyDown(dialog, { key: "Escape" });
    });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(opener).toHaveFocus();
  });

  it("traps Tab inside the dialog", async () => {
    const { dialog } = await openDialog();
    const focusable = dialog.querySelectorAll<HTMLElement>("a[href], button");
    const last = focusable[focusable.length - 1]!;
    last.focus();
    fireEvent.keyDown(dialog, { key: "Tab" });
    expect(focusable[0]).toHaveFocus();
    fireEvent.keyDown(dialog, { key: "Tab", shiftKey: true });
    expect(last).toHaveFocus();
  });
});
