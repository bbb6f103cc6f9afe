/** The one function we use from gatsby-plugin-catch-links (plain JavaScript, no types of its own). */
declare module "gatsby-plugin-catch-links/catch-links" {
  export function routeThroughBrowserOrApp(
    hrefHandler: (href: string) => void,
    pluginOptions: { excludePattern?: string },
  ): (event: MouseEvent) => boolean;
}
