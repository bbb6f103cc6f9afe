import { createSlice, nanoid, type PayloadAction } from "@reduxjs/toolkit";

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

const commonSlice = createSlice({
  name: "common",
  initialState,
  reducers: {
    notify: {
      reducer(state, action: PayloadAction<Notification>) {
        state.notifications.push(action.payload);
      },
      prepare(message: string, level: NotificationLevel = "info") {
        return { payload: { id: nanoid(), level, message } };
      },
    },
    notificationDismissed(state, action: PayloadAction<string>) {
      state.notifications = state.notifications.filter((n) => n.id !== action.payload);
    },
  },
});

export const { notify, notificationDismissed } = commonSlice.actions;
export default commonSlice.reducer;
