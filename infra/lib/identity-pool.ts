/**
 * The identity pool behind the developer page (/admin/developer/): credentials for the Admins group only. Signed-in
 * accounts only (no guests, no basic flow), the user pool's token checked server-side, and the role chosen by rule
 * on `cognito:groups` with Deny for anyone the rule does not match; the default role has no permissions, so a rule
 * removed by mistake gives nothing away.
 */
import { Lazy } from "aws-cdk-lib";
import * as cognito from "aws-cdk-lib/aws-cognito";
import {
  IdentityPool,
  IdentityPoolProviderUrl,
  RoleMappingMatchType,
  UserPoolAuthenticationProvider,
} from "aws-cdk-lib/aws-cognito-identitypool";
import * as iam from "aws-cdk-lib/aws-iam";
import { Construct } from "constructs";
import { POOL } from "../../core/cognito/poolDefinition";

export interface Identities {
  identityPool: IdentityPool;
  /** What the Admins group gets: no permissions until the team attaches what its developers need. */
  developerRole: iam.Role;
}

export function identityPool(scope: Construct, pool: cognito.UserPool, client: cognito.UserPoolClient): Identities {
  const definition = POOL.identityPool;
  // The role trusts the pool and the pool's mapping names the role: the id is read once the pool exists.
  let identities: IdentityPool | undefined;
  const poolId = Lazy.string({ produce: () => identities?.identityPoolId });
  // Trusted by this identity pool's authenticated identities only, as the L2's default roles are.
  const developerRole = new iam.Role(scope, "DeveloperRole", {
    description: `Credentials of the developer page, for the ${definition.developerGroup} group`,
    assumedBy: new iam.FederatedPrincipal(
      "cognito-identity.amazonaws.com",
      {
        StringEquals: { "cognito-identity.amazonaws.com:aud": poolId },
        "ForAnyValue:StringLike": { "cognito-identity.amazonaws.com:amr": "authenticated" },
      },
      "sts:AssumeRoleWithWebIdentity",
    ),
  });
  identities = new IdentityPool(scope, "IdentityPool", {
    allowUnauthenticatedIdentities: definition.allowUnauthenticatedIdentities,
    allowClassicFlow: definition.allowClassicFlow,
    authenticationProviders: {
      userPools: [
        new UserPoolAuthenticationProvider({
          userPool: pool,
          userPoolClient: client,
          disableServerSideTokenCheck: !definition.serverSideTokenCheck,
        }),
      ],
    },
    roleMappings: [
      {
        providerUrl: IdentityPoolProviderUrl.userPool(pool, client),
        // The provider's name is only known at deploy time; the key just names the mapping in the template.
        mappingKey: "siteUserPool",
        useToken: false,
        // false is Deny: an account no rule matches gets no credentials, not the default role.
        resolveAmbiguousRoles: false,
        rules: [
          {
            claim: "cognito:groups",
            matchType: RoleMappingMatchType.CONTAINS,
            claimValue: definition.developerGroup,
            mappedRole: developerRole,
          },
        ],
      },
    ],
  });
  return { identityPool: identities, developerRole };
}
