import React from "react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import CodeBlock from "./CodeBlock";
import { COPY_STATE_MS, enableCodeCopy } from "./codeCopy";

function blocks() {
  return render(
    <div>
      <CodeBlock className="language-bash">
        <code>{"curl https://api.example/v1\n"}</code>
      </CodeBlock>
      <CodeBlock className="language-text">
        <code>{"plain\ntext\n"}</code>
      </CodeBlock>
    </div>,
  );
}

afterEach(() => jest.useRealTimers());

it("renders each Copy button hidden, with its block's language in the bar from the start", () => {
  const { container } = blocks();
  expect(screen.queryAllByRole("button")).toHaveLength(0);
  expect(Array.from(container.querySelectorAll(".code-block-bar > span:first-child"), (s) => s.textContent)).toEqual([
    "Shell",
    "Text",
  ]);
});

it("shows the buttons, named for their code, once enabled", () => {
  const { container } = blocks();
  enableCodeCopy(container.firstElementChild as HTMLElement, () => undefined);
  expect(screen.getAllByRole("button").map((b) => b.textContent)).toEqual(["Copy Shell code", "Copy code"]);
});

it("copies the block's code without its final newline, says so, and resets after a while", async () => {
  jest.useFakeTimers();
  const writeText = jest.fn().mockResolvedValue(undefined);
  const { container } = blocks();
  enableCodeCopy(container.firstElementChild as HTMLElement, () => ({ writeText }));

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
  const { container } = blocks();
  let clipboard: { writeText: jest.Mock } | undefined = { writeText: jest.fn().mockRejectedValue(new Error("denied")) };
  enableCodeCopy(container.firstElementChild as HTMLElement, () => clipboard);
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

it("stops when asked: clicks do nothing and no reset is pending", async () => {
  jest.useFakeTimers();
  const writeText = jest.fn().mockResolvedValue(undefined);
  const { container } = blocks();
  const stop = enableCodeCopy(container.firstElementChild as HTMLElement, () => ({ writeText }));
  const [first] = screen.getAllByRole("button");
  await act(async () => {
    fireEvent.click(first as HTMLElement);
  });
  stop();
  expect(jest.getTimerCount()).toBe(0);
  fireEvent.click(first as HTMLElement);
  expect(writeText).toHaveBeenCalledTimes(1);
});
