/**
 * The three tslib helpers that @aws-crypto/sha256-js 1.x (amazon-cognito-identity-js's SHA-256) calls. Its
 * CommonJS build requires the whole CommonJS tslib 1.x (about 1.7 kB gzipped); re-exporting from tslib's ES
 * module lets webpack keep only these. Applied to @aws-crypto's imports only, in browser builds (gatsby-node.ts).
 */
export { __awaiter, __exportStar, __generator } from "tslib";
