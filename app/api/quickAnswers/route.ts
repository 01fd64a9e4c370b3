import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/http/route";
import { listQuickAnswers } from "@/lib/quick-answers/list-quick-answers";
import { readQuickAnswerBody } from "@/lib/quick-answers/read-quick-answer-body";
import { createQuickAnswer } from "@/lib/quick-answers/save-quick-answer";
import { listQuickAnswersQuerySchema } from "@/lib/quick-answers/schemas";

export const GET = apiRoute({ query: listQuickAnswersQuerySchema }, async ({ caller, query }) =>
  NextResponse.json(await listQuickAnswers(caller, query)),
);

// JSON, or multipart/form-data with the answer's file (lib/quick-answers/read-quick-answer-body.ts).
export const POST = apiRoute({}, async ({ req, caller }) =>
  NextResponse.json(await createQuickAnswer(caller, await readQuickAnswerBody(caller, req)), { status: 201 }),
);
