import { NextResponse } from "next/server";
import { idParams } from "@/lib/http/id-param";
import { apiRoute } from "@/lib/http/route";
import { deleteSchedule } from "@/lib/schedules/delete-schedule";
import { getSchedule } from "@/lib/schedules/get-schedule";
import { updateScheduleSchema } from "@/lib/schedules/schemas";
import { updateSchedule } from "@/lib/schedules/update-schedule";

export const GET = apiRoute({ params: idParams }, async ({ caller, params }) =>
  NextResponse.json(await getSchedule(caller, params.id)),
);

export const PUT = apiRoute({ params: idParams, body: updateScheduleSchema }, async ({ caller, params, body }) =>
  NextResponse.json(await updateSchedule(caller, params.id, body)),
);

export const DELETE = apiRoute({ params: idParams }, async ({ caller, params }) => {
  await deleteSchedule(caller, params.id);
  return NextResponse.json({ message: "Schedule deleted" });
});
