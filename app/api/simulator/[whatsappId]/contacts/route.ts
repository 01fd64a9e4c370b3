import { NextResponse } from "next/server";
import { z } from "zod";
import { ADMIN } from "@/lib/auth/permissions";
import { apiRoute } from "@/lib/http/route";
import { simulatorOf, simulatorParams } from "@/lib/connections/simulator-control";

const body = z.object({
  contacts: z
    .array(
      z.object({
        number: z.string().regex(/^\d{8,15}$/, "digits only, 8 to 15"),
        name: z.string().trim().min(1).max(100).optional(),
      }),
    )
    .min(1)
    .max(1000),
});

// Saves contacts in the simulated phone's address book, which an import from the connection reads.
export const POST = apiRoute({ permission: ADMIN, params: simulatorParams, body }, async ({ caller, params, body }) => {
  const simulator = await simulatorOf(caller, params.whatsappId);
  return NextResponse.json({ addressBook: await simulator.addContacts(body.contacts) });
});
