import React, { Suspense } from "react";
import { act, render, screen } from "@testing-library/react";
import { lazyComponent } from "./lazyComponent";

it("fetches the chunk once for preload and the component, and renders it", async () => {
  let loads = 0;
  const Hello = lazyComponent(async () => {
    loads += 1;
    return { default: ({ name }: { name: string }) => <p>Hello {name}</p> };
  });
  Hello.preload();
  Hello.preload();
  await act(async () => {
    render(
      <Suspense fallback={<p>loading</p>}>
        <Hello name="Ada" />
      </Suspense>,
    );
  });
  expect(await screen.findByText("Hello Ada")).toBeInTheDocument();
  expect(loads).toBe(1);
});

it("a failed preload is not kept: the component's own load tries again", async () => {
  let loads = 0;
  const Flaky = lazyComponent(async () => {
    loads += 1;
    if (loads === 1) throw new Error("ChunkLoadError: offline");
    return { default: () => <p>loaded</p> };
  });
  Flaky.preload();
  await act(() => new Promise((r) => setTimeout(r, 0)));
  await act(async () => {
    render(
      <Suspense fallback={<p>loading</p>}>
        <Flaky />
      </Suspense>,
    );
  });
  expect(await screen.findByText("loaded")).toBeInTheDocument();
  expect(loads).toBe(2);
});
