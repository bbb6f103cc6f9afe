import { createAction, nanoid, type UnknownAction } from "@reduxjs/toolkit";

export type NotificationLevel = "info" | "success" | "warning" | "error";

export interface Notification {
  id: string;
  level: NotificationLevel;
  message: string;
}

export interface CommonState {
  notifications: Notification[];
}

const initialState: CommonState = { notifications: [] };

export const notify = createAction("common/notify", (message: string, level: NotificationLevel = "info") => ({
  payload: { id: nanoid(), level, message } satisfies Notification,
}));
export const notificationDismissed = createAction<string>("common/notificationDismissed");

export default function commonReducer(state: CommonState = initialState, action: UnknownAction): CommonState {
  if (notify.match(action)) return { notifications: [...state.notifications, action.payload] };
  if (notificationDismissed.match(action)) {
    return { notifications: state.notifications.filter((n) => n.id !== action.payload) };
  }
  return state;
}
