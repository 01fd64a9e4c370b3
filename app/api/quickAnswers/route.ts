import { NextResponse } from "next/server";
import { requireCaller } from "@/lib/auth/caller";
import { parseJson, parseQuery } from "@/lib/http/parse";
import { route } from "@/lib/http/route";
import { listQuickAnswers } from "@/lib/quick-answers/list-quick-answers";
import { createQuickAnswer } from "@/lib/quick-answers/save-quick-answer";
import { listQuickAnswersQuerySchema, quickAnswerSchema } from "@/lib/quick-answers/schemas";

export const GET = route(async (req) => {
  const caller = await requireCaller(req);
  return NextResponse.json(await listQuickAnswers(caller, parseQuery(req, listQuickAnswersQuerySchema)));
});

export const POST = route(async (req) => {
  const caller = await requireCaller(req);
  return NextResponse.json(await createQuickAnswer(caller, await parseJson(req, quickAnswerSchema)), { status: 201 });
});
