import React, { useEffect, useId, useRef } from "react";
import { Link } from "gatsby";
import Icon, { isIconName } from "../Icon";
import type { NavMenu } from "./useNavigation";

interface DropdownMenuProps {
  menu: NavMenu;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Disclosure-style menu (a button that shows a list of links): the pattern WAI recommends for
 * site navigation. Escape or a click/focus outside closes it; Escape returns focus to the button.
 */
export default function DropdownMenu({ menu, open, onOpenChange }: DropdownMenuProps) {
  const id = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (e: MouseEvent) => {
      if (wrapper.current && !wrapper.current.contains(e.target as Node)) onOpenChange(false);
    };
    document.addEventListener("mousedown", onPointer);
    return () => document.removeEventListener("mousedown", onPointer);
  }, [open, onOpenChange]);

  const links = () => Array.from(list.current?.querySelectorAll<HTMLAnchorElement>("a") ?? []);

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === "Escape" && open) {
      e.stopPropagation();
      onOpenChange(false);
      button.current?.focus();
      return;
    }
    if (e.key !== "ArrowDown" && e.key !== "ArrowUp") return;
    e.preventDefault();
    if (!open) onOpenChange(true);
    // Arrow keys move through the links; wait a frame when the list was just opened.
    requestAnimationFrame(() => {
      const items = links();
      if (items.length === 0) return;
      const current = items.indexOf(document.activeElement as HTMLAnchorElement);
      const step = e.key === "ArrowDown" ? 1 : -1;
      const nextIndex =
        current === -1 ? (step === 1 ? 0 : items.length - 1) : (current + step + items.length) % items.length;
      items[nextIndex]?.focus();
    });
  };

  return (
    <div
      ref={wrapper}
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        if (open && wrapper.current && !wrapper.current.contains(e.relatedTarget as Node | null)) onOpenChange(false);
      }}
      sx={{ position: "relative" }}
    >
      <button
        ref={button}
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => onOpenChange(!open)}
        sx={{ variant: "buttons.nav" }}
      >
        {menu.icon && isIconName(menu.icon) && <Icon name={menu.icon} size={20} />}
        {menu.label}
        <Icon name="chevronDown" size={18} />
      </button>
      <ul
        id={id}
        ref={list}
        hidden={!open}
        data-page-surface=""
        sx={{
          position: "absolute",
          top: "100%",
          right: 0,
          mt: 1,
          minWidth: 300,
          listStyle: "none",
          m: 0,
          p: 2,
          bg: "background",
          color: "text",
          border: "1px solid",
          borderColor: "border",
          borderRadius: "default",
          boxShadow: "card",
        }}
      >
        {menu.items.map((item) => (
          <li key={item.route}>
            <Link
              to={item.route}
              title={item.title}
              onClick={() => onOpenChange(false)}
              sx={{ variant: "buttons.menuItem" }}
            >
              {item.label}
            </Link>
          </li>
        ))}
        {menu.footer?.map((item, i) => (
          <li
            key={item.route}
            data-menu-footer=""
            sx={i === 0 ? { borderTop: "1px solid", borderColor: "border", mt: 2, pt: 2 } : {}}
          >
            <Link
              to={item.route}
              title={item.title}
              onClick={() => onOpenChange(false)}
              sx={{ variant: "buttons.menuItem" }}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
