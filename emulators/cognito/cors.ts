/** The CORS headers the browser SDKs (amazon-cognito-identity-js, Amplify, the AWS SDK) send to Cognito. */

/** Headers acij, Amplify and the AWS SDK send from browsers. */
export const CORS_ALLOWED_HEADERS = [
  "content-type",
  "x-amz-target",
  "x-amz-user-agent",
  "x-amz-date",
  "x-amz-security-token",
  "x-amz-content-sha256",
  "amz-sdk-invocation-id",
  "amz-sdk-request",
  "authorization",
  "cache-control",
];

export const CORS_EXPOSED_HEADERS = "x-amzn-RequestId, x-amzn-ErrorType, x-amzn-ErrorMessage, Server-Timing, Date";
