/** The CDK app: one stack, its parameters from context (lib/parameters.ts). `npx cdk synth` runs it offline. */
import { App } from "aws-cdk-lib";
import { deploymentParameters } from "../lib/parameters";
import { SiteStack } from "../lib/stack";

const app = new App();
const stackName = (app.node.tryGetContext("stackName") as string | undefined) ?? "NorthwindSite";
new SiteStack(
  app,
  stackName,
  deploymentParameters((key) => app.node.tryGetContext(key)),
);
app.synth();
