import { NextResponse } from "next/server";
import { idParams } from "@/lib/http/id-param";
import { apiRoute } from "@/lib/http/route";
import { deleteQuickAnswer } from "@/lib/quick-answers/delete-quick-answer";
import { getQuickAnswer } from "@/lib/quick-answers/get-quick-answer";
import { readQuickAnswerBody } from "@/lib/quick-answers/read-quick-answer-body";
import { updateQuickAnswer } from "@/lib/quick-answers/save-quick-answer";

export const GET = apiRoute({ params: idParams }, async ({ caller, params }) =>
  NextResponse.json(await getQuickAnswer(caller, params)),
);

// JSON keeps the stored file; multipart/form-data replaces it (`media`) or removes it (`removeMedia`).
export const PUT = apiRoute({ params: idParams }, async ({ req, caller, params }) =>
  NextResponse.json(await updateQuickAnswer(caller, { id: params.id, change: await readQuickAnswerBody(caller, req) })),
);

export const DELETE = apiRoute({ params: idParams }, async ({ caller, params }) => {
  await deleteQuickAnswer(caller, params);
  return NextResponse.json({ message: "Quick answer deleted" });
});
