import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/http/route";
import { listQuickAnswers } from "@/lib/quick-answers/list-quick-answers";
import { createQuickAnswer } from "@/lib/quick-answers/save-quick-answer";
import { listQuickAnswersQuerySchema, quickAnswerSchema } from "@/lib/quick-answers/schemas";

export const GET = apiRoute({ query: listQuickAnswersQuerySchema }, async ({ caller, query }) =>
  NextResponse.json(await listQuickAnswers(caller, query)),
);

export const POST = apiRoute({ body: quickAnswerSchema }, async ({ caller, body }) =>
  NextResponse.json(await createQuickAnswer(caller, body), { status: 201 }),
);
