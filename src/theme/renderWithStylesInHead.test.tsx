/** @jest-environment node */
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Global, css } from "@emotion/react";
import { renderWithStylesInHead } from "./renderWithStylesInHead";

function Page() {
  return (
    <>
      <Global styles={{ body: { margin: 0 } }} />
      <p css={css({ color: "rebeccapurple" })}>Hello</p>
    </>
  );
}

test("the body is plain HTML and every rule it uses is in a head <style> the browser's cache adopts", async () => {
  const { html, styles } = await renderWithStylesInHead(<Page />);
  expect(html).not.toContain("<style");
  const className = /class="(css-[\w-]+)"/.exec(html)?.[1];
  expect(className).toBeDefined();

  const head = styles.map((s) => renderToStaticMarkup(s));
  expect(head).toHaveLength(2);
  expect(head[0]).toMatch(/^<style data-emotion="css-global [\w-]+">body\{margin:0;\}<\/style>$/);
  // emotion's client cache finds `data-emotion="css <ids>"` and skips inserting those rules again.
  expect(head[1]).toContain(`data-emotion="css ${className!.slice("css-".length)}"`);
  expect(head[1]).toContain(`.${className}{color:rebeccapurple;}`);
});
