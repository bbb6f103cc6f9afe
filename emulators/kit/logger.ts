/** The one logger shape the stand-ins use: silent in tests, prefixed console lines under `npm run emulators`. */

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export const silentLogger: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Console lines prefixed with the service's name, e.g. "[cognito] state reset to the seed". */
export function consoleLogger(name: string): Logger {
  return {
    info: (m) => console.log(`[${name}] ${m}`),
    warn: (m) => console.warn(`[${name}] ${m}`),
    error: (m) => console.error(`[${name}] ${m}`),
  };
}

/** "console", "silent" (the default) or a custom logger, as emulator options accept it. */
export function resolveLogger(name: string, option: Logger | "console" | "silent" | undefined): Logger {
  if (option === "console") return consoleLogger(name);
  if (option === "silent" || !option) return silentLogger;
  return option;
}
