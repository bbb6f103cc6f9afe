/**
 * A small seeded PRNG (mulberry32) for the bulk generator: the same options always give the same dataset, and
 * each event draws from its own stream so both providers' shared events agree without generating the other side.
 */
import { imul } from "./hash";

export type Random = () => number;

export function mulberry32(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = imul(t ^ (t >>> 15), t | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A stream for one item: mixes the item's index and a salt into the seed. */
export function streamFor(seed: number, index: number, salt = 0): Random {
  return mulberry32(imul(seed ^ 0x9e3779b9, 31) ^ imul(index + 1, 0x85ebca6b) ^ imul(salt + 7, 0xc2b2ae35));
}

export function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
}
