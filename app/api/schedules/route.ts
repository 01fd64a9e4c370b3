import { NextResponse } from "next/server";
import { requireCaller } from "@/lib/auth/caller";
import { parseJson, parseQuery } from "@/lib/http/parse";
import { route } from "@/lib/http/route";
import { createSchedule } from "@/lib/schedules/create-schedule";
import { listSchedules } from "@/lib/schedules/list-schedules";
import { createScheduleSchema, listSchedulesQuerySchema } from "@/lib/schedules/schemas";

export const GET = route(async (req) => {
  const caller = await requireCaller(req);
  return NextResponse.json(await listSchedules(caller, parseQuery(req, listSchedulesQuerySchema)));
});

export const POST = route(async (req) => {
  const caller = await requireCaller(req);
  return NextResponse.json(await createSchedule(caller, await parseJson(req, createScheduleSchema)), { status: 201 });
});
