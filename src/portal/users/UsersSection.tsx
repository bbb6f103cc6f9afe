/** The user console's list of the pool's users, one row each (UserRow), with a note when the list is cut short. */
import { Alert } from "../../components/ui/Alert";
import { Button } from "../../components/ui/Button";
import { Table } from "../../components/ui/Table";
import type { ConsoleUser, UserAction } from "../../../core/portal/users";
import { ConsoleSection } from "./ConsoleSection";
import type { Load } from "./shared";
import { UserRow } from "./UserRow";

const COLUMNS = ["User name", "E-mail", "Status", "Enabled", "Groups", "MFA", "Last sign-in", "Actions"] as const;

export function UsersSection({
  users,
  truncated,
  me,
  pending,
  onAct,
  onReload,
}: {
  users: Load<ConsoleUser[]>;
  truncated: boolean;
  /** The signed-in super admin's user name: their own row cannot disable them or drop their Admins group. */
  me: string;
  pending: string | null;
  onAct: (username: string, action: UserAction) => Promise<boolean>;
  onReload: () => void;
}) {
  return (
    <ConsoleSection
      title="Users"
      action={
        <Button variant="secondary" onClick={onReload} disabled={users.kind === "loading"}>
          Reload users
        </Button>
      }
    >
      {users.kind === "loading" && <p role="status">Loading users…</p>}
      {users.kind === "failed" && (
        <Alert tone="error" title="The users could not be loaded">
          {users.message}
        </Alert>
      )}
      {users.kind === "ready" && (
        <>
          {truncated && (
            <Alert tone="info">
              <p>The pool has more users than the console lists; the first {users.value.length} are shown.</p>
            </Alert>
          )}
          <Table
            caption={`${users.value.length} ${users.value.length === 1 ? "user" : "users"} in the sign-in pool`}
            columns={COLUMNS}
            scrollLabel="Users table (scrolls sideways on small screens)"
          >
            {users.value.map((user) => (
              <UserRow
                key={user.username}
                user={user}
                self={user.username.toLowerCase() === me.toLowerCase()}
                pending={pending}
                onAct={onAct}
              />
            ))}
          </Table>
        </>
      )}
    </ConsoleSection>
  );
}
