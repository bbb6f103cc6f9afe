/**
 * A documentation code block: highlighted at build time (no highlighter in the browser), labeled with its
 * language, scrollable by keyboard (a named group that takes focus) with a shadow at the side where a long line
 * goes on (scrollCue.ts), and with a Copy button that puts the code on the clipboard and says so to
 * screen readers. The markup is static; the button is shown and run by codeCopy.ts once the page is interactive.
 */
import React from "react";
import type { ThemeUIStyleObject } from "theme-ui";
import { codeTokenStyles } from "./codeColors";
import { COPY_READY_ATTRIBUTE } from "./codeCopy";
import { scrollCue } from "./scrollCue";

const LANGUAGE_NAMES: Record<string, string> = { bash: "Shell", http: "HTTP", json: "JSON", javascript: "JavaScript" };

export function languageOf(className: string | undefined): string | null {
  const match = /(?:^|\s)language-([\w-]+)/.exec(className ?? "");
  if (!match?.[1] || match[1] === "text") return null;
  return LANGUAGE_NAMES[match[1]] ?? match[1];
}

/**
 * The look of the code blocks, applied once by the docs' main column (DocsLayout.tsx): a block's own `sx` would be
 * built and serialized again for each block while the page hydrates, the token colors included.
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
  // Shown once codeCopy.ts runs the buttons (its attribute on the body): never a button that does nothing.
  ".code-block-copy": { display: "none" },
  [`[${COPY_READY_ATTRIBUTE}] .code-block-copy`]: {
    variant: "buttons.ghost",
    display: "inline-flex",
    py: 1,
    fontSize: 1,
    minHeight: 32,
  },
  ".code-block pre": {
    m: 0,
    borderRadius: 0,
    fontSize: 1,
    lineHeight: 1.6,
    ...scrollCue("paper"),
    // The code's own background would hide the shadow behind the lines that run on.
    code: { bg: "transparent" },
    ...codeTokenStyles,
  },
  ".code-block-hidden": { position: "absolute", left: "-9999px" },
};

export default function CodeBlock({ className, children, ...rest }: React.HTMLAttributes<HTMLPreElement>) {
  const language = languageOf(className);
  return (
    <div className="code-block">
      {/* The bar is there from the first paint, so showing the button later moves nothing. */}
      <div className="code-block-bar">
        <span>{language ?? "Text"}</span>
        <button type="button" className="code-block-copy">
          <span className="code-block-copy-label">Copy</span>
          <span className="code-block-hidden">{language ? ` ${language} code` : " code"}</span>
        </button>
      </div>
      <pre
        className={className}
        // Long lines scroll sideways; the block takes focus, by a name, so keyboard users can scroll it too.
        tabIndex={0}
        role="group"
        aria-label={`${language ?? "Text"} code`}
        {...rest}
      >
        {children}
      </pre>
      <span role="status" className="code-block-hidden code-block-status" />
    </div>
  );
}
