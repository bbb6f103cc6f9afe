/**
 * The body limit of POST /api/calendar/locks, re-exported by that handler instead of the default one
 * (server/request/function-config.ts says why handlers re-export rather than declare `config`): a locked quarter
 * carries up to 5,000 lines, far more than the 16 KB every other function accepts.
 */
import { functionConfig } from "../../request/body";

/** 5,000 lines of a few hundred bytes each, with room to spare; well under the platform's 6 MB. */
export const LOCK_BODY_LIMIT_BYTES = 2 * 1024 * 1024;

export const config = functionConfig(LOCK_BODY_LIMIT_BYTES);
