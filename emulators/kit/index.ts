/**
 * The emulators' shared kit: what every local stand-in needs besides its own routes. The one way in from outside
 * kit/ (the rule emulator-entry-points) but for its OAuth pieces (./oauth, for the OAuth providers' stand-ins); its
 * test helpers are in ./testing.
 */
export * from "./http";
export * from "./html";
export * from "./lifecycle";
export * from "./listener";
export * from "./logger";
export * from "./store";
export * from "./lock";
export * from "./fault";
export * from "./dev-controls";
export * from "./change-log";
export * from "./opaque-token";
export * from "./latency";
export * from "./behavior-file";
