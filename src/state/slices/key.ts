import { createAction, type UnknownAction } from "@reduxjs/toolkit";

/** A key object handed between admin tools (for example a selected record's identifier). */
export interface KeyState {
  key: Record<string, string>;
}

const initialState: KeyState = { key: {} };

export const keySet = createAction<Record<string, string>>("key/keySet");
export const keyCleared = createAction("key/keyCleared");

export default function keyReducer(state: KeyState = initialState, action: UnknownAction): KeyState {
  if (keySet.match(action)) return { key: action.payload };
  if (keyCleared.match(action)) return { key: {} };
  return state;
}
