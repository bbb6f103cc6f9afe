/**
 * How strictly the Graph stand-in plays the places where Graph sends less or refuses, as a seed's companion file
 * (CALENDAR_SEED_MICROSOFT_BEHAVIOUR) sets them: the strict answer is the default, and a file makes it gentler (or
 * picks the other of Graph's two answers), so a test or a developer can show what the product does with either.
 */
import { readFileSync } from "node:fs";
import type { MastersBeforeWindow } from "./context";

export interface MicrosoftBehaviour {
  /** How an expired delta state is refused: 410 SyncStateNotFound (default) or 400 syncStateNotFound. */
  expiredDeltaStatus?: 400 | 410;
  /** A first delta round's master for a series that began before the window: "omitted" (default) or "sent". */
  mastersBeforeWindow?: MastersBeforeWindow;
}

const CHOICES = {
  expiredDeltaStatus: [400, 410],
  mastersBeforeWindow: ["omitted", "sent"],
} as const;

/** The behaviour in `value`, or an error naming the field and what it takes. */
export function parseMicrosoftBehaviour(value: unknown): MicrosoftBehaviour {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new Error(`expected a JSON object with ${Object.keys(CHOICES).join(" and/or ")}`);
  const behaviour: Record<string, unknown> = {};
  for (const [field, given] of Object.entries(value)) {
    const choices = (CHOICES as Record<string, readonly unknown[]>)[field];
    if (!choices) throw new Error(`unknown field "${field}" (known: ${Object.keys(CHOICES).join(", ")})`);
    if (!choices.includes(given))
      throw new Error(
        `field "${field}": expected ${choices.map((c) => JSON.stringify(c)).join(" or ")}, got ${JSON.stringify(given)}`,
      );
    behaviour[field] = given;
  }
  return behaviour as MicrosoftBehaviour;
}

export function loadMicrosoftBehaviour(file: string): MicrosoftBehaviour {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, "utf8"));
  } catch (err) {
    throw new Error(`${file}: ${(err as Error).message}`);
  }
  try {
    return parseMicrosoftBehaviour(value);
  } catch (err) {
    throw new Error(`${file}: ${(err as Error).message}`);
  }
}
