import React from "react";
import { HEADER_END_ID } from "./document/paintAfterHeader";

interface HtmlProps {
  htmlAttributes: React.HtmlHTMLAttributes<HTMLHtmlElement>;
  headComponents: React.ReactNode[];
  bodyAttributes: React.HTMLAttributes<HTMLBodyElement>;
  preBodyComponents: React.ReactNode[];
  body: string;
  postBodyComponents: React.ReactNode[];
}

/**
 * Gatsby's default document, with the viewport the spec asks for (initial-scale=1.0, zoom allowed) and a first paint
 * that waits for the whole top bar.
 */
export default function HTML(props: HtmlProps) {
  return (
    <html {...props.htmlAttributes}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        {/* The first paint waits for the whole top bar (src/document/paintAfterHeader.tsx). Others ignore it. */}
        <link rel="expect" href={`#${HEADER_END_ID}`} {...{ blocking: "render" }} />
        {props.headComponents}
      </head>
      <body {...props.bodyAttributes}>
        {props.preBodyComponents}
        <div key="body" id="___gatsby" dangerouslySetInnerHTML={{ __html: props.body }} />
        {props.postBodyComponents}
      </body>
    </html>
  );
}
