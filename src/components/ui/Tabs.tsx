/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between tabs; the selected tab's
 * panel is the children. The parent owns which tab is selected (the sign-in flow's route, for example).
 */
import React, { useId, useRef } from "react";

export interface TabItem<T extends string> {
  id: T;
  label: string;
}

export interface TabsProps<T extends string> {
  label: string;
  tabs: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
  children: React.ReactNode;
}

export function Tabs<T extends string>({ label, tabs, selected, onSelect, children }: TabsProps<T>) {
  const prefix = useId();
  const list = useRef<HTMLDivElement>(null);
  const tabId = (id: T) => `${prefix}-tab-${id}`;
  const panelId = `${prefix}-panel`;

  const onKeyDown = (e: React.KeyboardEvent) => {
    const index = tabs.findIndex((t) => t.id === selected);
    const last = tabs.length - 1;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const target = tabs[(next + tabs.length) % tabs.length];
    if (!target) return;
    onSelect(target.id);
    list.current?.querySelector<HTMLElement>(`[id="${tabId(target.id)}"]`)?.focus();
  };

  return (
    <div>
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- a composite: focus moves among its tabs */}
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        sx={{ display: "flex", borderBottom: "1px solid", borderColor: "border", mb: 4 }}
      >
        {tabs.map((tab) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              id={tabId(tab.id)}
              type="button"
              role="tab"
              aria-selected={active}
              aria-controls={panelId}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              sx={{
                flex: 1,
                py: 3,
                font: "inherit",
                fontWeight: "bold",
                bg: "transparent",
                color: active ? "primary" : "muted",
                border: "none",
                borderBottom: "3px solid",
                borderColor: active ? "primary" : "transparent",
                cursor: "pointer",
                "&:hover": { color: "primary" },
              }}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(selected)}>
        {children}
      </div>
    </div>
  );
}

export default Tabs;
