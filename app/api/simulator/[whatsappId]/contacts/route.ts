import { NextResponse } from "next/server";
import { z } from "zod";
import { parseJson } from "@/lib/http/parse";
import { simulatorRoute } from "@/lib/http/simulator-route";

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
export const POST = simulatorRoute(async (simulator, req) => {
  const { contacts } = await parseJson(req, body);
  return NextResponse.json({ addressBook: await simulator.addContacts(contacts) });
});
