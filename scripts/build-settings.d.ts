/** Types of build-settings.js (plain CommonJS so shell scripts can run it). */
export declare const FILE: string;
export declare function writeBuildSettings(settings: Record<string, string>): void;
export declare function readBuildSettings(): Record<string, string> | null;
export declare function compareBuildSettings(
  wanted: Record<string, string>,
  recorded: Record<string, string> | null,
): string[];
export declare function builtEndpoint(): string;
export declare function builtEndpointPort(): string;
