import type { Caller } from "@/lib/auth/caller";
import { assertAdmin } from "@/lib/auth/permissions";
import { prisma } from "@/lib/db/client";
import { loadQueueDetail } from "./queue-view";

/** One queue with its token and chatbot menu, for the admins' queue form. */
export async function getQueue(caller: Caller, { id }: { id: number }) {
  assertAdmin(caller);
  return loadQueueDetail(prisma, caller.idGraf, id);
}
