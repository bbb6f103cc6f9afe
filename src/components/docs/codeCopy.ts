/**
 * The code blocks' Copy buttons, as behavior on the DOM of a doc page's body (one listener for all its blocks).
 * CodeBlock's buttons show only inside an element marked `data-code-copy` (CODE_BLOCK_STYLES), which this sets
 * once the page can act on a click, so a button never sits there dead; clicks are taken on that element, so a
 * block added later (a hot reload in development) works too.
 */

export type CopyState = "idle" | "copied" | "failed";

/** The attribute on the element whose code blocks' Copy buttons work. */
export const COPY_READY_ATTRIBUTE = "data-code-copy";

const LABELS: Record<CopyState, string> = { idle: "Copy", copied: "Copied", failed: "Copy failed" };
const ANNOUNCEMENTS: Record<CopyState, string> = {
  idle: "",
  copied: "Code copied to the clipboard",
  failed: "The code could not be copied",
};

/** How long "Copied" (or the failure) stays on the button. */
export const COPY_STATE_MS = 2500;

export interface Clipboard {
  writeText(text: string): Promise<void>;
}

function show(block: Element, state: CopyState): void {
  const label = block.querySelector(".code-block-copy-label");
  const status = block.querySelector(".code-block-status");
  if (label) label.textContent = LABELS[state];
  if (status) status.textContent = ANNOUNCEMENTS[state];
}

/** The code as the reader sees it, without the newline that ends the last line. */
export function codeText(block: Element): string {
  return (block.querySelector("pre")?.textContent ?? "").replace(/\n$/, "");
}

/** Shows and runs the Copy buttons of the code blocks in `root`. Returns the function that stops them. */
export function enableCodeCopy(
  root: HTMLElement,
  // Read at each click: a browser may offer no clipboard (an insecure origin), and tests give their own.
  clipboard: () => Clipboard | undefined = () => navigator.clipboard,
): () => void {
  const timers = new Map<Element, ReturnType<typeof setTimeout>>();
  // The latest click on each block: an older copy that settles late must not overwrite its result.
  const clicks = new Map<Element, number>();
  let stopped = false;

  const settle = (block: Element, click: number, state: CopyState) => {
    if (stopped || clicks.get(block) !== click) return;
    show(block, state);
    clearTimeout(timers.get(block));
    timers.set(
      block,
      setTimeout(() => {
        timers.delete(block);
        show(block, "idle");
      }, COPY_STATE_MS),
    );
  };

  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest(".code-block-copy") : null;
    const block = button && root.contains(button) ? button.closest(".code-block") : null;
    if (!block) return;
    const click = (clicks.get(block) ?? 0) + 1;
    clicks.set(block, click);
    const board = clipboard();
    if (!board) {
      settle(block, click, "failed");
      return;
    }
    board.writeText(codeText(block)).then(
      () => settle(block, click, "copied"),
      () => settle(block, click, "failed"),
    );
  };

  root.addEventListener("click", onClick);
  root.setAttribute(COPY_READY_ATTRIBUTE, "");
  return () => {
    stopped = true;
    root.removeEventListener("click", onClick);
    root.removeAttribute(COPY_READY_ATTRIBUTE);
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
  };
}
