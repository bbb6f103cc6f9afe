/**
 * The site's toasts, from the Redux `common.notifications` list: results ('Password changed') and failures of
 * background work (a failed token refresh). Announced politely, dismissible, gone after a while.
 */
import { useEffect } from "react";
import { useAppDispatch, useAppSelector } from "../state/hooks";
import { notificationDismissed, type Notification } from "../state/slices/common";
import { Alert } from "./ui/Alert";

export const NOTIFICATION_TIMEOUT_MS = 8_000;

function Toast({ notification }: { notification: Notification }) {
  const dispatch = useAppDispatch();
  const dismiss = () => dispatch(notificationDismissed(notification.id));
  useEffect(() => {
    const timer = setTimeout(dismiss, NOTIFICATION_TIMEOUT_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [notification.id]);
  return (
    <Alert tone={notification.level} onDismiss={dismiss} dismissLabel="Dismiss notification">
      <p>{notification.message}</p>
    </Alert>
  );
}

export default function Notifications() {
  const notifications = useAppSelector((s) => s.common.notifications);
  return (
    <div
      aria-label="Notifications"
      role="region"
      sx={{
        position: "fixed",
        right: 3,
        bottom: 3,
        zIndex: "dialog",
        width: "min(420px, calc(100vw - 32px))",
        boxShadow: notifications.length ? "card" : "none",
      }}
    >
      {notifications.map((n) => (
        <Toast key={n.id} notification={n} />
      ))}
    </div>
  );
}
