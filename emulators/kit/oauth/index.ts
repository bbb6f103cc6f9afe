/** The OAuth pieces the provider stand-ins share: codes with PKCE, grants, client auth, consent, id_tokens, start-up. */
export * from "./accounts";
export * from "./client-auth";
export * from "./codes";
export * from "./consent";
export * from "./grants";
export * from "./id-token";
export * from "./pkce";
export * from "./redirect-uris";
export * from "./stand-in";
export * from "./tokens";
