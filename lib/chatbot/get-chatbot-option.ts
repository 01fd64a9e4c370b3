import type { Caller } from "@/lib/auth/caller";
import { assertAdmin } from "@/lib/auth/permissions";
import { prisma } from "@/lib/db/client";
import { loadOptionDetail } from "./chatbot-option-detail";

/** One chatbot option with its nested options, for the admins' queue form. */
export async function getChatbotOption(caller: Caller, { id }: { id: number }) {
  assertAdmin(caller);
  return loadOptionDetail(prisma, caller.idGraf, id);
}
