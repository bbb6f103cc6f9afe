/**
 * A documentation code block: highlighted at build time (no highlighter in the browser), labelled with its
 * language, scrollable by keyboard, and with a Copy button that puts the code on the clipboard and says so to
 * screen readers. The button appears once the page is interactive, so it never sits there dead.
 */
import React, { useEffect, useRef, useState } from "react";
import type { ThemeUIStyleObject } from "theme-ui";
import { useMounted } from "../useMounted";
import { layoutWhenNearViewport } from "../../theme/offscreen";
import { codeTokenStyles } from "./codeColors";

type CopyState = "idle" | "copied" | "failed";

const LANGUAGE_NAMES: Record<string, string> = { bash: "Shell", http: "HTTP", json: "JSON", javascript: "JavaScript" };

export function languageOf(className: string | undefined): string | null {
  const match = /(?:^|\s)language-([\w-]+)/.exec(className ?? "");
  if (!match?.[1] || match[1] === "text") return null;
  return LANGUAGE_NAMES[match[1]] ?? match[1];
}

/**
 * The look of the code blocks, applied once by the docs' main column (DocsLayout.tsx): a block's own `sx` would be
 * built and serialized again for each block while the page hydrates, the token colours included.
 */
export const CODE_BLOCK_STYLES: ThemeUIStyleObject = {
  ".code-block": { my: 3, border: "1px solid", borderColor: "border", borderRadius: "default", bg: "paper" },
  ".code-block-bar": {
    display: "flex",
    alignItems: "center",
    justifyContent: "space-between",
    gap: 2,
    px: 3,
    minHeight: 40,
    borderBottom: "1px solid",
    borderColor: "border",
    fontSize: 1,
    color: "muted",
  },
  ".code-block-copy": { variant: "buttons.ghost", py: 1, fontSize: 1, minHeight: 32 },
  ".code-block pre": {
    m: 0,
    borderRadius: 0,
    bg: "transparent",
    fontSize: 1,
    lineHeight: 1.6,
    ...codeTokenStyles,
    // Laid out only near the viewport: code is the costliest text of a doc page to lay out (the monospace font,
    // one element per token). On the <pre>, not the block, whose paint containment would clip the pre's focus ring.
    ...layoutWhenNearViewport(200),
  },
  ".code-block-hidden": { position: "absolute", left: "-9999px" },
};

export default function CodeBlock({ className, children, ...rest }: React.HTMLAttributes<HTMLPreElement>) {
  const pre = useRef<HTMLPreElement>(null);
  const mounted = useMounted();
  const [state, setState] = useState<CopyState>("idle");
  const language = languageOf(className);

  useEffect(() => {
    if (state === "idle") return undefined;
    const timer = setTimeout(() => setState("idle"), 2500);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText((pre.current?.textContent ?? "").replace(/\n$/, ""));
      setState("copied");
    } catch {
      setState("failed");
    }
  };

  return (
    <div className="code-block">
      {(language || mounted) && (
        <div className="code-block-bar">
          <span>{language}</span>
          {mounted && (
            <button type="button" onClick={copy} className="code-block-copy">
              {state === "copied" ? "Copied" : state === "failed" ? "Copy failed" : "Copy"}
              <span className="code-block-hidden">{language ? ` ${language} code` : " code"}</span>
            </button>
          )}
        </div>
      )}
      <pre
        ref={pre}
        className={className}
        // Long lines scroll sideways; the block takes focus so keyboard users can scroll it too.
        tabIndex={0}
        {...rest}
      >
        {children}
      </pre>
      <span role="status" className="code-block-hidden">
        {state === "copied" ? "Code copied to the clipboard" : state === "failed" ? "The code could not be copied" : ""}
      </span>
    </div>
  );
}
