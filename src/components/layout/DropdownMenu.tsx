import React, { useRef } from "react";
import { Link } from "gatsby";
import Icon, { isIconName } from "../Icon";
import type { NavMenu } from "./useNavigation";
import MenuActionButton from "./MenuActionButton";
import { HEADER_HEIGHT } from "./headerHeight";
import { hidePopover, popover, popoverTarget, usePopoverOpen } from "./popover";

interface DropdownMenuProps {
  /** The list's id (unique on the page). */
  id: string;
  menu: NavMenu;
}

/**
 * Disclosure-style menu (a button that shows a list of links; not an ARIA menu, so no aria-haspopup), the pattern
 * WAI recommends for site navigation, on
 * the HTML popover: it opens from the first paint, one menu at a time; Escape or a click outside closes it and
 * Escape returns focus to the button. Once the page runs, the arrow keys move through the links.
 */
export default function DropdownMenu({ id, menu }: DropdownMenuProps) {
  const list = useRef<HTMLUListElement>(null);
  const open = usePopoverOpen(list);
  const anchor = `--${id}`;

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key !== "ArrowDown" && e.key !== "ArrowUp") return;
    const element = list.current;
    if (!element) return;
    e.preventDefault();
    if (!open) element.showPopover?.();
    const items = Array.from(element.querySelectorAll<HTMLElement>("a, button"));
    const current = items.indexOf(document.activeElement as HTMLElement);
    const step = e.key === "ArrowDown" ? 1 : -1;
    const next = current === -1 ? (step === 1 ? 0 : items.length - 1) : (current + step + items.length) % items.length;
    items[next]?.focus();
  };

  const item = (link: NavMenu["items"][number]) => (
    <Link to={link.route} title={link.title} onClick={() => hidePopover(list.current)}>
      {link.label}
    </Link>
  );

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- the menu's keys (Escape, arrows) reach it from its button and items
    <div onKeyDown={onKeyDown}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        {...popoverTarget(id)}
        sx={{ variant: "buttons.nav", anchorName: anchor }}
      >
        {menu.icon && isIconName(menu.icon) && <Icon name={menu.icon} size={20} />}
        {menu.label}
        <Icon name="chevronDown" size={18} />
      </button>
      <ul
        id={id}
        ref={list}
        {...popover}
        data-page-surface=""
        sx={{
          // Under the fixed top bar, at the right of its content column; under the button where the browser can
          // anchor an element to another (CSS anchor positioning).
          position: "fixed",
          inset: "auto",
          top: HEADER_HEIGHT + 4,
          right: "max(16px, calc((100vw - 1200px) / 2 + 16px))",
          "@supports (position-anchor: --a)": {
            positionAnchor: anchor,
            top: "calc(anchor(bottom) + 4px)",
            right: "anchor(right)",
          },
          minWidth: 300,
          maxHeight: `calc(100vh - ${HEADER_HEIGHT + 16}px)`,
          variant: "cards.popover",
          p: 2,
          // The links' and the command's style from the list (one rule, not an `sx`, so one less component each to hydrate).
          "& > li > a, & > li > button": { variant: "buttons.menuItem" },
          // Set apart: the first of the links and commands under the items.
          "& > li:not([data-menu-footer]) + li[data-menu-footer]": {
            borderTop: "1px solid",
            borderColor: "border",
            mt: 2,
            pt: 2,
          },
        }}
      >
        {menu.items.map((link) => (
          <li key={link.route}>{item(link)}</li>
        ))}
        {menu.footer?.map((link) => (
          <li key={link.route} data-menu-footer="">
            {item(link)}
          </li>
        ))}
        {menu.action && (
          <li data-menu-footer="">
            <MenuActionButton action={menu.action} onStart={() => hidePopover(list.current)} />
          </li>
        )}
      </ul>
    </div>
  );
}
