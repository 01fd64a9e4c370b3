import { NextResponse } from "next/server";
import { requireCaller } from "@/lib/auth/caller";
import { idParam } from "@/lib/http/id-param";
import { parseJson } from "@/lib/http/parse";
import { route } from "@/lib/http/route";
import { deleteQuickAnswer } from "@/lib/quick-answers/delete-quick-answer";
import { getQuickAnswer } from "@/lib/quick-answers/get-quick-answer";
import { updateQuickAnswer } from "@/lib/quick-answers/save-quick-answer";
import { quickAnswerSchema } from "@/lib/quick-answers/schemas";

type Params = { id: string };

export const GET = route<Params>(async (req, { params }) =>
  NextResponse.json(await getQuickAnswer(await requireCaller(req), { id: await idParam(params) })),
);

export const PUT = route<Params>(async (req, { params }) => {
  const caller = await requireCaller(req);
  const id = await idParam(params);
  return NextResponse.json(await updateQuickAnswer(caller, { id, input: await parseJson(req, quickAnswerSchema) }));
});

export const DELETE = route<Params>(async (req, { params }) => {
  await deleteQuickAnswer(await requireCaller(req), { id: await idParam(params) });
  return NextResponse.json({ message: "Quick answer deleted" });
});
