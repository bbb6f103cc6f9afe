/**
 * The stack synthesized in memory for the tests, offline, as `cdk synth` makes it: cdk.json's context (the feature
 * flags) under the given one.
 */
import fs from "fs";
import path from "path";
import { App } from "aws-cdk-lib";
import { Template } from "aws-cdk-lib/assertions";
import { deploymentParameters, type DeploymentParameters } from "../lib/parameters";
import { SiteStack } from "../lib/stack";

export const TEST_CONTEXT = {
  siteUrl: "https://www.northwind.example",
  hostedUiDomainPrefix: "northwind-sign-in",
  region: "eu-west-1",
} as const;

/** cdk.json's context: the feature flags `cdk init` sets, which `cdk synth` and `cdk deploy` read. */
export const CDK_JSON_CONTEXT = (
  JSON.parse(fs.readFileSync(path.join(__dirname, "../cdk.json"), "utf8")) as { context: Record<string, unknown> }
).context;

export function synthesize(context: Record<string, unknown> = TEST_CONTEXT): {
  template: Template;
  parameters: DeploymentParameters;
} {
  const app = new App({ context: { ...CDK_JSON_CONTEXT, ...context } });
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
