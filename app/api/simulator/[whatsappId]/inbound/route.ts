import { ADMIN } from "@/lib/auth/permissions";
import { jsonResponse } from "@/lib/http/respond";
import { apiRoute } from "@/lib/http/route";
import { simulatorOf, simulatorParams } from "@/lib/connections/simulator-control";
import { inboundSchema } from "@/lib/whatsapp/simulator/simulator-inbound";
import { newMessageId } from "@/lib/whatsapp/simulator/simulator-phone";

// Answers once the message is committed, by whichever process runs the connection's session.
export const POST = apiRoute(
  { fast: true, permission: ADMIN, params: simulatorParams, body: inboundSchema },
  async ({ caller, params, body }) => {
    const simulator = await simulatorOf(caller, params.whatsappId);
    const id = body.id ?? newMessageId();
    await simulator.receiveInput({ ...body, id });
    return jsonResponse({ id }, { status: 202 });
  },
);
