import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/http/route";
import { createSchedule } from "@/lib/schedules/create-schedule";
import { listSchedules } from "@/lib/schedules/list-schedules";
import { createScheduleSchema, listSchedulesQuerySchema } from "@/lib/schedules/schemas";

export const GET = apiRoute({ query: listSchedulesQuerySchema }, async ({ caller, query }) =>
  NextResponse.json(await listSchedules(caller, query)),
);

export const POST = apiRoute({ body: createScheduleSchema }, async ({ caller, body }) =>
  NextResponse.json(await createSchedule(caller, body), { status: 201 }),
);
