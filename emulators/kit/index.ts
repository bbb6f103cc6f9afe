/** The emulators' shared kit: what every local stand-in needs besides its own routes. */
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
