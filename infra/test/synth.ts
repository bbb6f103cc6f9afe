/** The stack synthesized in memory for the tests, offline, with the given context over the defaults. */
import { App } from "aws-cdk-lib";
import { Template } from "aws-cdk-lib/assertions";
import { deploymentParameters, type DeploymentParameters } from "../lib/parameters";
import { SiteStack } from "../lib/stack";

export const TEST_CONTEXT = {
  siteUrl: "https://www.northwind.example",
  hostedUiDomainPrefix: "northwind-sign-in",
  region: "eu-west-1",
} as const;

export function synthesize(context: Record<string, unknown> = TEST_CONTEXT): {
  template: Template;
  parameters: DeploymentParameters;
} {
  const app = new App({ context });
  const parameters = deploymentParameters((key) => app.node.tryGetContext(key));
  const stack = new SiteStack(app, "NorthwindSite", parameters);
  return { template: Template.fromStack(stack), parameters };
}

/** The properties of the one resource of a type. */
export function onlyResource(template: Template, type: string): Record<string, unknown> {
  const found = Object.values(template.findResources(type));
  if (found.length !== 1) throw new Error(`expected one ${type}, found ${found.length}`);
  return (found[0] as { Properties: Record<string, unknown> }).Properties;
}
