import { weekFlagsSelect } from "@/lib/queues/week-flags";
import type { Prisma } from "@/lib/generated/prisma/client";
import { sessionViewSelect } from "./session-view";

/** A connection as admins see it: its settings and session, never its tokens, app secret or webhook secret. */
export const connectionViewSelect = {
  ...sessionViewSelect,
  provider: true,
  greetingMessage: true,
  farewellMessage: true,
  ratingMessage: true,
  defaultQueueId: true,
  hasChatbot: true,
  defineWorkHours: true,
  outOfWorkMessage: true,
  startWorkHour: true,
  endWorkHour: true,
  startWorkHourWeekend: true,
  endWorkHourWeekend: true,
  ...weekFlagsSelect,
  zapiInstanceId: true,
  cloudPhoneNumberId: true,
  cloudBusinessAccountId: true,
  createdAt: true,
  queues: { select: { queue: { select: { id: true, name: true, color: true } } } },
} satisfies Prisma.WhatsappSelect;

type Row = Prisma.WhatsappGetPayload<{ select: typeof connectionViewSelect }>;

export function toConnectionView({ queues, defaultQueueId, ...rest }: Row) {
  return { ...rest, defaultDepartment: defaultQueueId, queues: queues.map((q) => q.queue) };
}

export type ConnectionView = ReturnType<typeof toConnectionView>;
