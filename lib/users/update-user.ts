import { forgetCallers, type Caller } from "@/lib/auth/caller";
import { endSessions } from "@/lib/auth/end-sessions";
import { hashPassword } from "@/lib/auth/password";
import { assertAdmin, isAdmin } from "@/lib/auth/permissions";
import { verifyCurrentPassword } from "@/lib/auth/verify-current-password";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { channels } from "@/lib/realtime/channels";
import { emitToTenant } from "@/lib/realtime/emitter";
import { refreshUserSockets } from "@/lib/realtime/user-sockets";
import { wakeJobs } from "@/lib/jobs/job-runner";
import { assignInUsersQueues, assignTickets } from "@/lib/queues/assign-tickets";
import { userNotFound } from "./get-user";
import { canGrantProfile, canManageUser } from "./manage-rules";
import type { UpdateUserInput } from "./schemas";
import { toUserView, userViewInclude } from "@/lib/auth/user-view";
import { assertRelationsInTenant, withUniqueEmail } from "./user-writes";

type Field = Exclude<keyof UpdateUserInput, "password" | "currentPassword">;
type Current = Record<Exclude<Field, "queueIds">, unknown> & { id: number; profile: string; queueIds: number[] };

const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((id) => b.includes(id));

/** The fields the input would change; a client may send the whole record back unchanged. */
function changedFields(current: Current, input: UpdateUserInput): Set<Field> {
  const fields = (Object.keys(input) as (keyof UpdateUserInput)[]).filter(
    (key): key is Field => key !== "password" && key !== "currentPassword" && input[key] !== undefined,
  );
  return new Set(
    fields.filter((key) =>
      key === "queueIds" ? !sameIds(input.queueIds!, current.queueIds) : input[key] !== current[key],
    ),
  );
}

function assertMayChange(caller: Caller, target: Current, input: UpdateUserInput, changes: Set<Field>) {
  const forbidden = new AppError("ERR_NO_PERMISSION", "No permission");
  // Attendants reach here only for their own record, and may change only their password.
  if (!isAdmin(caller)) {
    if (changes.size > 0) throw forbidden;
    return;
  }
  if (!canManageUser(caller, target) || (changes.has("profile") && !canGrantProfile(caller, input.profile!)))
    throw forbidden;
  if (target.id !== caller.userId) return;
  if (changes.has("profile")) throw new AppError("ERR_BAD_REQUEST", "You cannot demote yourself");
  if (changes.has("status") && !input.status) throw new AppError("ERR_BAD_REQUEST", "You cannot deactivate yourself");
}

/**
 * PUT /users/{id}. Changing one's own password asks for the current one and ends the user's other
 * sign-ins (the one in use goes on); `address` counts wrong guesses like sign-ins.
 */
export async function updateUser(
  caller: Caller,
  { id, input, address }: { id: number; input: UpdateUserInput; address: string },
) {
  const own = id === caller.userId;
  if (!own) assertAdmin(caller);
  const { password, queueIds, currentPassword, ...fields } = input;
  if (own && password) await verifyCurrentPassword(caller, currentPassword, address);
  const passwordHash = password ? await hashPassword(password) : undefined;
  let assigning = false;
  const user = await withUniqueEmail(() =>
    prisma.$transaction(async (tx) => {
      const found = await tx.user.findFirst({
        where: { id, idGraf: caller.idGraf },
        include: { queues: { select: { queueId: true } } },
      });
      if (!found) throw userNotFound();
      const current = { ...found, queueIds: found.queues.map((q) => q.queueId) };
      const changes = changedFields(current, input);
      assertMayChange(caller, current, input, changes);
      await assertRelationsInTenant(tx, caller.idGraf, input);
      // Someone else's new password, profile or deactivation ends their sessions at once; a user
      // changing their own password keeps the session they are using and ends the others.
      if (!own && (passwordHash || changes.has("profile") || (changes.has("status") && !input.status))) {
        await endSessions(tx, id);
      } else if (own && passwordHash) {
        await endSessions(tx, id, { keep: caller.sessionId });
      }
      // A higher limit or another department may let round-robin departments hand the user more.
      if (changes.has("maxOpenTickets") || changes.has("queueIds"))
        assigning = (await assignInUsersQueues(tx, caller.idGraf, id)) > 0;
      return tx.user.update({
        where: { id },
        data: {
          ...fields,
          passwordHash,
          ...(queueIds &&
            changes.has("queueIds") && {
              queues: { deleteMany: {}, create: queueIds.map((queueId) => ({ queueId })) },
            }),
        },
        include: userViewInclude,
      });
    }),
  );
  forgetCallers([id]);
  if (assigning) wakeJobs(assignTickets);
  await refreshUserSockets(id);
  const view = toUserView(user);
  emitToTenant(caller.idGraf, channels.user, { action: "update", user: view });
  return view;
}
