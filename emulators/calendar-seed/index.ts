/**
 * The calendar seed's public face: the default dataset, bulk datasets for benchmarks, seed files, the expected
 * year-to-date figures and the wire types. The stand-ins, tests and the bench import from here, not the internals.
 */
export { generateDefaultSeed, type Seed } from "./default-seed";
export { generateBulk, generateBulkSeed, type BulkOptions } from "./bulk";
export { expectedYearToDate, type SeedTruth, type YearToDate } from "./truth";
export { loadSeedFile, writeSeedFiles, type SeedFiles } from "./files";
export { decodeExchangeUid, GLOBAL_OBJECT_ID_HEADER } from "./ical-uid";
export { SEED_ACCOUNTS } from "./directory";
export type { ExcludedBecause } from "./occurrence";
export type * from "./wire";
