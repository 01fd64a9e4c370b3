import type { Control } from "react-hook-form";
import type { UserView } from "@/lib/auth/user-view";
import type { QueueOption } from "@/lib/queues/list-queue-options";
import type { PROFILES, UpdateUserInput } from "@/lib/users/schemas";
import type { listUsers } from "@/lib/users/list-users";
import type { JsonOf } from "@/lib/utils/as-json";
import type { ConnectionOption } from "@/lib/connections/list-connection-options";

/** A user as the API sends it. */
export type User = JsonOf<UserView>;
export type UsersPage = JsonOf<Awaited<ReturnType<typeof listUsers>>>;

/** Who is looking at the screen or the dialog: decides which fields and actions they get. */
export type Viewer = { id: number; profile: string };

/** The choices of the user dialog's selects, loaded server-side by the page. */
export type UserOptions = { queues: QueueOption[]; connections: ConnectionOption[] };

export type UserFormValues = {
  name: string;
  email: string;
  password: string;
  /** Asked only when one changes one's own password. */
  currentPassword: string;
  profile: (typeof PROFILES)[number];
  canSeeAllTickets: boolean;
  whatsappId: number | null;
  queueIds: number[];
  status: boolean;
  /** Open tickets round-robin departments hand the user at most; null: no limit. */
  maxOpenTickets: number | null;
};
export type UserFormControl = Control<UserFormValues, unknown, UpdateUserInput>;
