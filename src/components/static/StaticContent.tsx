/**
 * Server-rendered content with no behaviour of its own (text, pictures, links).
 *
 * On the first page load React adopts this element's server HTML as it is instead of hydrating every element inside
 * it: hydration is most of the main-thread work a public page does after it has painted, and Lighthouse counts it
 * as blocking time. After that (client-side navigation) it renders its children normally.
 *
 * How: while hydrating, it renders the same element with `dangerouslySetInnerHTML`, which React does not compare or
 * rewrite when hydrating, so the server's children stay. The HTML given is the server element's own (read only if
 * React ever needs it: when a hydration error elsewhere makes React render the page from scratch), so the content
 * survives that too. Links inside navigate client-side and prefetch on hover (linkNavigation.ts).
 *
 * Nothing inside may need React in the browser: no state, effects or handlers.
 */
import React, { useId, useState } from "react";
import { isHydrating } from "./hydration";
import { onStaticClick, onStaticPointerOver } from "./linkNavigation";

type Props = React.HTMLAttributes<HTMLElement> & {
  /** The element to render: main, div, section... */
  as?: "main" | "div" | "section";
  children: React.ReactNode;
};

/** The attribute that finds the server element again; useId gives the same value on the server and in hydration. */
const MARKER = "data-static-content";

function adoptServerHtml(id: string): { __html: string } | null {
  if (!isHydrating()) return null;
  const element = document.querySelector(`[${MARKER}="${id}"]`);
  if (!element) return null;
  let html: string | undefined;
  // React reads __html only when it creates the element; hydration keeps the existing one and never asks.
  return {
    get __html() {
      html ??= element.innerHTML;
      return html;
    },
  };
}

export default function StaticContent({ as: Tag = "div", children, ...rest }: Props) {
  const id = useId();
  const [serverHtml] = useState(() => adoptServerHtml(id));
  const markerProps = { [MARKER]: id };
  if (serverHtml) {
    return (
      <Tag
        {...rest}
        {...markerProps}
        onClick={onStaticClick}
        onMouseOver={onStaticPointerOver}
        onTouchStart={onStaticPointerOver}
        onFocus={onStaticPointerOver}
        dangerouslySetInnerHTML={serverHtml}
        suppressHydrationWarning
      />
    );
  }
  return (
    <Tag {...rest} {...markerProps}>
      {children}
    </Tag>
  );
}
