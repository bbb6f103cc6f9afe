/** The functions' outgoing mail: settings, bodies and sending (see each module). */
export * from "./settings";
export * from "./compose";
export * from "./send";
export * from "./ready";
