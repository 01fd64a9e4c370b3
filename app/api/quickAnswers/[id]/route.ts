import { NextResponse } from "next/server";
import { idParams } from "@/lib/http/id-param";
import { apiRoute } from "@/lib/http/route";
import { deleteQuickAnswer } from "@/lib/quick-answers/delete-quick-answer";
import { getQuickAnswer } from "@/lib/quick-answers/get-quick-answer";
import { updateQuickAnswer } from "@/lib/quick-answers/save-quick-answer";
import { quickAnswerSchema } from "@/lib/quick-answers/schemas";

export const GET = apiRoute({ params: idParams }, async ({ caller, params }) =>
  NextResponse.json(await getQuickAnswer(caller, params)),
);

export const PUT = apiRoute({ params: idParams, body: quickAnswerSchema }, async ({ caller, params, body }) =>
  NextResponse.json(await updateQuickAnswer(caller, { id: params.id, input: body })),
);

export const DELETE = apiRoute({ params: idParams }, async ({ caller, params }) => {
  await deleteQuickAnswer(caller, params);
  return NextResponse.json({ message: "Quick answer deleted" });
});
