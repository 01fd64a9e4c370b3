import { NextResponse } from "next/server";
import { requireCaller } from "@/lib/auth/caller";
import { idParam } from "@/lib/http/id-param";
import { parseJson } from "@/lib/http/parse";
import { route } from "@/lib/http/route";
import { deleteSchedule } from "@/lib/schedules/delete-schedule";
import { getSchedule } from "@/lib/schedules/get-schedule";
import { updateScheduleSchema } from "@/lib/schedules/schemas";
import { updateSchedule } from "@/lib/schedules/update-schedule";

type Params = { id: string };

export const GET = route<Params>(async (req, { params }) => {
  const caller = await requireCaller(req);
  return NextResponse.json(await getSchedule(caller, await idParam(params)));
});

export const PUT = route<Params>(async (req, { params }) => {
  const caller = await requireCaller(req);
  const id = await idParam(params);
  return NextResponse.json(await updateSchedule(caller, id, await parseJson(req, updateScheduleSchema)));
});

export const DELETE = route<Params>(async (req, { params }) => {
  const caller = await requireCaller(req);
  await deleteSchedule(caller, await idParam(params));
  return NextResponse.json({ message: "Schedule deleted" });
});
