import { NextResponse } from "next/server";
import { ADMIN } from "@/lib/auth/permissions";
import { apiRoute } from "@/lib/http/route";
import type { Ack } from "@/lib/whatsapp/provider";
import { ackSchema, simulatorOf, simulatorParams } from "@/lib/connections/simulator-control";

export const POST = apiRoute(
  { permission: ADMIN, params: simulatorParams, body: ackSchema },
  async ({ caller, params, body: { id, ack } }) => {
    const simulator = await simulatorOf(caller, params.whatsappId);
    return NextResponse.json({ id, ack, known: await simulator.acknowledge(id, ack as Ack) });
  },
);
