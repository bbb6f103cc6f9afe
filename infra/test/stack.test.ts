/**
 * The settings docs/deployment.md requires, each held by the synthesized template, with the reason in the test's
 * name: each is one a person could miss by hand, several failing quietly.
 */
import fs from "fs";
import { Match } from "aws-cdk-lib/assertions";
import { CDK_JSON_CONTEXT, synthesize } from "./synth";

const { template } = synthesize();
const POOL = "AWS::Cognito::UserPool";
const CLIENT = "AWS::Cognito::UserPoolClient";

describe("the app client", () => {
  test("token revocation on: otherwise sign-outs stay queued, tokens carry no origin_jti and step-up refuses every change", () => {
    template.hasResourceProperties(CLIENT, { EnableTokenRevocation: true });
  });

  test("access tokens last 5 minutes (Cognito's minimum): step-up rests on it and /api/health answers 503 while longer", () => {
    template.hasResourceProperties(CLIENT, {
      AccessTokenValidity: 5,
      TokenValidityUnits: Match.objectLike({ AccessToken: "minutes" }),
    });
  });

  test("refresh-token rotation off: the functions renew with REFRESH_TOKEN_AUTH, which rotation would refuse", () => {
    template.hasResourceProperties(CLIENT, {
      RefreshTokenRotation: Match.absent(),
      ExplicitAuthFlows: Match.arrayWith(["ALLOW_REFRESH_TOKEN_AUTH"]),
    });
  });

  test("the code grant only, with no secret: the browser signs in with PKCE and cannot keep a secret", () => {
    template.hasResourceProperties(CLIENT, {
      AllowedOAuthFlows: ["code"],
      AllowedOAuthFlowsUserPoolClient: true,
      GenerateSecret: false,
    });
  });

  test("callback and sign-out URLs are the site's /login/: the hosted UI refuses to send anyone elsewhere", () => {
    template.hasResourceProperties(CLIENT, {
      CallbackURLs: ["https://www.northwind.example/login/"],
      LogoutURLs: ["https://www.northwind.example/login/", "https://www.northwind.example/login"],
    });
  });

  test("the scopes the hosted-UI sign-in asks for: a scope left out fails that sign-in with invalid_scope", () => {
    template.hasResourceProperties(CLIENT, {
      AllowedOAuthScopes: ["phone", "email", "openid", "profile", "aws.cognito.signin.user.admin"],
    });
  });

  test("ALLOW_USER_AUTH and SRP, not the clear-password flows: e-mail codes and passkeys need USER_AUTH, passwords go by SRP", () => {
    template.hasResourceProperties(CLIENT, {
      ExplicitAuthFlows: ["ALLOW_USER_SRP_AUTH", "ALLOW_USER_AUTH", "ALLOW_REFRESH_TOKEN_AUTH"],
    });
  });

  test("Google on the hosted UI, after its provider exists: the client cannot name a provider the pool lacks", () => {
    template.hasResourceProperties(CLIENT, { SupportedIdentityProviders: ["COGNITO", "Google"] });
    template.hasResource(CLIENT, { DependsOn: Match.arrayWith([Match.stringLikeRegexp("^Google")]) });
  });
});

describe("the user pool", () => {
  test("e-mail codes and passkeys allowed as first factors on the Essentials tier: Lite refuses both", () => {
    template.hasResourceProperties(POOL, {
      UserPoolTier: "ESSENTIALS",
      Policies: Match.objectLike({
        SignInPolicy: { AllowedFirstAuthFactors: ["PASSWORD", "EMAIL_OTP", "WEB_AUTHN"] },
      }),
    });
  });

  test("the passkey relying party is the site's host: passkeys made anywhere else do not work on the site", () => {
    template.hasResourceProperties(POOL, {
      WebAuthnRelyingPartyID: "www.northwind.example",
      WebAuthnUserVerification: "preferred",
    });
  });

  test("MFA optional with SMS, authenticator apps and e-mail codes: the account page offers all three", () => {
    template.hasResourceProperties(POOL, {
      MfaConfiguration: "OPTIONAL",
      EnabledMfas: ["SMS_MFA", "SOFTWARE_TOKEN_MFA", "EMAIL_OTP"],
    });
  });

  test("the password policy of the configuration (8 characters, no required classes): the sign-up screen states it", () => {
    template.hasResourceProperties(POOL, {
      Policies: Match.objectLike({
        PasswordPolicy: {
          MinimumLength: 8,
          RequireLowercase: false,
          RequireUppercase: false,
          RequireNumbers: false,
          RequireSymbols: false,
          TemporaryPasswordValidityDays: 7,
        },
      }),
    });
  });

  test("sign-in with the e-mail address, recovered by e-mail only: phone numbers are optional", () => {
    template.hasResourceProperties(POOL, {
      UsernameAttributes: ["email"],
      UsernameConfiguration: { CaseSensitive: false },
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: "verified_email", Priority: 1 }] },
    });
  });

  test("security e-mails through SES from the site's domain: Cognito's own mailer sends no e-mail codes", () => {
    template.hasResourceProperties(POOL, {
      EmailConfiguration: Match.objectLike({
        EmailSendingAccount: "DEVELOPER",
        From: "Northwind Consulting <no-reply@northwind.example>",
      }),
    });
  });

  test("deletion protection on and kept on stack removal: the pool holds every account", () => {
    template.hasResource(POOL, {
      DeletionPolicy: "Retain",
      Properties: Match.objectLike({ DeletionProtection: "ACTIVE" }),
    });
  });

  test("the Staff and Admins groups: the portal admits Staff, the user console and the developer page Admins", () => {
    template.resourceCountIs("AWS::Cognito::UserPoolGroup", 2);
    template.hasResourceProperties("AWS::Cognito::UserPoolGroup", { GroupName: "Staff" });
    template.hasResourceProperties("AWS::Cognito::UserPoolGroup", { GroupName: "Admins", Precedence: 0 });
  });

  test("a hosted-UI domain: the Google sign-in goes through it", () => {
    template.hasResourceProperties("AWS::Cognito::UserPoolDomain", { Domain: "northwind-sign-in" });
  });

  test("Google's client secret comes from Secrets Manager: it is never in the template or the repository", () => {
    template.hasResourceProperties("AWS::Cognito::UserPoolIdentityProvider", {
      ProviderName: "Google",
      ProviderDetails: Match.objectLike({
        client_secret: "{{resolve:secretsmanager:northwind/google-sign-in:SecretString:clientSecret::}}",
      }),
    });
  });
});

describe("the identity pool", () => {
  test("no guests and no basic flow: with it a signed-in account could take its token past the role mapping", () => {
    template.hasResourceProperties("AWS::Cognito::IdentityPool", {
      AllowUnauthenticatedIdentities: false,
      AllowClassicFlow: false,
    });
  });

  test("the user pool's token checked server-side: a signed-out or deleted account's id token gets nothing", () => {
    template.hasResourceProperties("AWS::Cognito::IdentityPool", {
      CognitoIdentityProviders: [Match.objectLike({ ServerSideTokenCheck: true })],
    });
  });

  test("roles by rule on cognito:groups contains Admins, Deny otherwise: self sign-up and Google create accounts for anyone", () => {
    template.hasResourceProperties("AWS::Cognito::IdentityPoolRoleAttachment", {
      RoleMappings: {
        siteUserPool: Match.objectLike({
          Type: "Rules",
          AmbiguousRoleResolution: "Deny",
          RulesConfiguration: {
            Rules: [Match.objectLike({ Claim: "cognito:groups", MatchType: "Contains", Value: "Admins" })],
          },
        }),
      },
    });
  });

  test("every role it hands out trusts only this pool's authenticated identities: no other pool can assume it", () => {
    const roles = template.findResources("AWS::IAM::Role", {
      Properties: {
        AssumeRolePolicyDocument: { Statement: [Match.objectLike({ Action: "sts:AssumeRoleWithWebIdentity" })] },
      },
    });
    const trusting = Object.values(roles).filter((r) =>
      JSON.stringify(r).includes('"cognito-identity.amazonaws.com:amr":"authenticated"'),
    );
    expect(trusting.length).toBeGreaterThanOrEqual(2); // the default authenticated role and the developer role
    for (const role of trusting)
      expect(JSON.stringify(role)).toMatch(/"cognito-identity.amazonaws.com:aud":\{"Ref":"IdentityPool/);
  });

  test("the default authenticated role and the developer role have no permissions: a mapping removed by mistake gives nothing away", () => {
    const roles = template.findResources("AWS::IAM::Role");
    const ids = Object.keys(roles).filter((id) => /^(IdentityPoolAuthenticatedRole|DeveloperRole)/.test(id));
    expect(ids).toHaveLength(2);
    for (const id of ids) {
      expect(roles[id]?.Properties).not.toHaveProperty("Policies");
      expect(roles[id]?.Properties).not.toHaveProperty("ManagedPolicyArns");
    }
    const attached = JSON.stringify(template.findResources("AWS::IAM::Policy"));
    for (const id of ids) expect(attached).not.toContain(`"${id}"`);
  });
});

describe("the site table", () => {
  test("pk and sk strings on demand: the functions' key schema (core/db/siteTable.ts)", () => {
    template.hasResourceProperties("AWS::DynamoDB::GlobalTable", {
      KeySchema: [
        { AttributeName: "pk", KeyType: "HASH" },
        { AttributeName: "sk", KeyType: "RANGE" },
      ],
      AttributeDefinitions: [
        { AttributeName: "pk", AttributeType: "S" },
        { AttributeName: "sk", AttributeType: "S" },
      ],
      BillingMode: "PAY_PER_REQUEST",
    });
  });

  test("Time to Live on expiresAt: rate-limit counters, pending sign-outs and step-up records go once dead", () => {
    template.hasResourceProperties("AWS::DynamoDB::GlobalTable", {
      TimeToLiveSpecification: { AttributeName: "expiresAt", Enabled: true },
    });
  });

  test("point-in-time recovery and deletion protection: calendar connections and the audit trail cannot be re-created", () => {
    template.hasResource("AWS::DynamoDB::GlobalTable", {
      DeletionPolicy: "Retain",
      Properties: Match.objectLike({
        Replicas: [
          Match.objectLike({
            PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
            DeletionProtectionEnabled: true,
          }),
        ],
      }),
    });
  });
});

describe("the functions' identity", () => {
  test("its secret access key goes to Secrets Manager, not the outputs: an outputs file is no secret", () => {
    template.hasResourceProperties("AWS::SecretsManager::Secret", {
      SecretString: { "Fn::GetAtt": [Match.stringLikeRegexp("^FunctionsKey"), "SecretAccessKey"] },
    });
    expect(JSON.stringify(template.toJSON().Outputs)).not.toContain("SecretAccessKey");
  });
});

describe("parameters", () => {
  test("without e-mail codes and passkeys the pool allows passwords only, and the outputs say so", () => {
    const { template: passwordsOnly } = synthesize({
      siteUrl: "https://www.northwind.example",
      firstFactors: "password",
      googleSecretName: "",
    });
    passwordsOnly.hasResourceProperties(POOL, {
      Policies: Match.objectLike({ SignInPolicy: { AllowedFirstAuthFactors: ["PASSWORD"] } }),
    });
    passwordsOnly.hasOutput("FirstFactors", { Value: "" });
    passwordsOnly.hasOutput("SocialProviders", { Value: "" });
    passwordsOnly.resourceCountIs("AWS::Cognito::UserPoolIdentityProvider", 0);
    passwordsOnly.hasResourceProperties(CLIENT, { SupportedIdentityProviders: ["COGNITO"] });
  });

  test("a site URL that is not an https origin is refused at synth: callback URLs and the relying party derive from it", () => {
    expect(() => synthesize({ siteUrl: "http://www.northwind.example" })).toThrow(/https origin/);
    expect(() => synthesize({ siteUrl: "https://www.northwind.example/app" })).toThrow(/https origin/);
    expect(() => synthesize({ firstFactors: "password,sms" })).toThrow(/unknown sms/);
  });
});

test("cdk.json sets every feature flag this aws-cdk-lib recommends, at its value: a new one after an upgrade is a decision, not a synth warning", () => {
  const recommended = JSON.parse(
    fs.readFileSync(require.resolve("aws-cdk-lib/recommended-feature-flags.json"), "utf8"),
  ) as Record<string, unknown>;
  expect(CDK_JSON_CONTEXT).toMatchObject(recommended);
});
