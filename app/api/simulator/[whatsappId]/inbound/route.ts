import { parseJson } from "@/lib/http/parse";
import { jsonResponse } from "@/lib/http/respond";
import { simulatorRoute } from "@/lib/http/simulator-route";
import { inboundSchema } from "@/lib/whatsapp/simulator/simulator-inbound";
import { newMessageId } from "@/lib/whatsapp/simulator/simulator-phone";

// server.ts serves this POST itself, outside Next (server/hot-api-routes.ts): it uses nothing of Next's request context.
// Answers once the message is committed, by whichever process runs the connection's session.
export const POST = simulatorRoute(async (simulator, req) => {
  const input = await parseJson(req, inboundSchema);
  const id = input.id ?? newMessageId();
  await simulator.receiveInput({ ...input, id });
  return jsonResponse({ id }, { status: 202 });
});
