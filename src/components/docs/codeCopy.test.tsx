import React from "react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import CodeBlock from "./CodeBlock";
import { COPY_READY_ATTRIBUTE, COPY_STATE_MS, enableCodeCopy } from "./codeCopy";

function blocks() {
  const view = render(
    <div>
      <CodeBlock className="language-bash">
        <code>{"curl https://api.example/v1\n"}</code>
      </CodeBlock>
      <CodeBlock className="language-text">
        <code>{"plain\ntext\n"}</code>
      </CodeBlock>
    </div>,
  );
  return { ...view, root: view.container.firstElementChild as HTMLElement };
}

/** A clipboard whose writes settle when the test says so. */
function manualClipboard() {
  const pending: { resolve: () => void; reject: (e: Error) => void }[] = [];
  const writeText = jest.fn(() => new Promise<void>((resolve, reject) => pending.push({ resolve, reject })));
  return { clipboard: () => ({ writeText }), writeText, pending };
}

afterEach(() => jest.useRealTimers());

it("renders each block with its language in the bar and a Copy button named for its code", () => {
  const { container } = blocks();
  expect(Array.from(container.querySelectorAll(".code-block-bar > span:first-child"), (s) => s.textContent)).toEqual([
    "Shell",
    "Text",
  ]);
  expect(screen.getAllByRole("button").map((b) => b.textContent)).toEqual(["Copy Shell code", "Copy code"]);
});

it("marks its root so the buttons show (CSS), and unmarks it when stopped", () => {
  const { root } = blocks();
  expect(root).not.toHaveAttribute(COPY_READY_ATTRIBUTE);
  const stop = enableCodeCopy(root, () => undefined);
  expect(root).toHaveAttribute(COPY_READY_ATTRIBUTE);
  stop();
  expect(root).not.toHaveAttribute(COPY_READY_ATTRIBUTE);
});

it("copies the block's code without its final newline, says so, and resets after a while", async () => {
  jest.useFakeTimers();
  const writeText = jest.fn().mockResolvedValue(undefined);
  const { root } = blocks();
  enableCodeCopy(root, () => ({ writeText }));

  const [, second] = screen.getAllByRole("button");
  await act(async () => {
    fireEvent.click(second as HTMLElement);
  });
  expect(writeText).toHaveBeenCalledWith("plain\ntext");
  expect(second).toHaveTextContent("Copied code");
  expect(screen.getAllByRole("status").map((s) => s.textContent)).toEqual(["", "Code copied to the clipboard"]);

  act(() => jest.advanceTimersByTime(COPY_STATE_MS));
  expect(second).toHaveTextContent("Copy code");
  expect(screen.getAllByRole("status")[1]).toHaveTextContent("");
});

it("says so when the clipboard refuses or there is none", async () => {
  const { root } = blocks();
  let clipboard: { writeText: jest.Mock } | undefined = { writeText: jest.fn().mockRejectedValue(new Error("denied")) };
  enableCodeCopy(root, () => clipboard);
  const [first, second] = screen.getAllByRole("button");

  await act(async () => {
    fireEvent.click(first as HTMLElement);
  });
  expect(first).toHaveTextContent("Copy failed Shell code");
  expect(screen.getAllByRole("status")[0]).toHaveTextContent("The code could not be copied");

  clipboard = undefined;
  await act(async () => {
    fireEvent.click(second as HTMLElement);
  });
  expect(second).toHaveTextContent("Copy failed code");
});

it("shows the result of the latest click when an earlier copy settles after it", async () => {
  const { root } = blocks();
  const { clipboard, pending } = manualClipboard();
  enableCodeCopy(root, clipboard);
  const [first] = screen.getAllByRole("button");
  fireEvent.click(first as HTMLElement);
  fireEvent.click(first as HTMLElement);

  await act(async () => pending[1]?.resolve());
  expect(first).toHaveTextContent("Copied Shell code");
  await act(async () => pending[0]?.reject(new Error("late")));
  expect(first).toHaveTextContent("Copied Shell code");
});

it("once stopped, ignores clicks and copies still under way, and leaves no timer", async () => {
  jest.useFakeTimers();
  const { root } = blocks();
  const { clipboard, writeText, pending } = manualClipboard();
  const stop = enableCodeCopy(root, clipboard);
  const [first] = screen.getAllByRole("button");
  fireEvent.click(first as HTMLElement);
  stop();

  await act(async () => pending[0]?.resolve());
  expect(first).toHaveTextContent("Copy Shell code");
  expect(jest.getTimerCount()).toBe(0);
  fireEvent.click(first as HTMLElement);
  expect(writeText).toHaveBeenCalledTimes(1);
});
