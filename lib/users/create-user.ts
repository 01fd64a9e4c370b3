import type { Caller } from "@/lib/auth/caller";
import { hashPassword } from "@/lib/auth/password";
import { assertAdmin } from "@/lib/auth/permissions";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { channels } from "@/lib/realtime/channels";
import { emitToTenant } from "@/lib/realtime/emitter";
import { getSetting } from "@/lib/settings/get-setting";
import { canGrantProfile } from "./manage-rules";
import type { CreateUserInput } from "./schemas";
import { toUserView, userViewInclude } from "@/lib/auth/user-view";
import { assertRelationsInTenant, withUniqueEmail } from "./user-writes";

export async function createUser(caller: Caller, input: CreateUserInput) {
  assertAdmin(caller);
  if ((await getSetting(caller.idGraf, "userCreation")) === "disabled") {
    throw new AppError("ERR_USER_CREATION_DISABLED", "User creation is disabled");
  }
  if (!canGrantProfile(caller, input.profile)) throw new AppError("ERR_NO_PERMISSION", "No permission");
  const { password, queueIds, ...fields } = input;
  const passwordHash = await hashPassword(password);
  const user = await withUniqueEmail(() =>
    prisma.$transaction(async (tx) => {
      await assertRelationsInTenant(tx, caller.idGraf, input);
      return tx.user.create({
        data: {
          ...fields,
          idGraf: caller.idGraf,
          passwordHash,
          queues: { create: queueIds.map((queueId) => ({ queueId })) },
        },
        include: userViewInclude,
      });
    }),
  );
  const view = toUserView(user);
  emitToTenant(caller.idGraf, channels.user, { action: "create", user: view });
  return view;
}
