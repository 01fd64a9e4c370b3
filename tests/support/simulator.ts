import { POST as scanRoute } from "@/app/api/simulator/[whatsappId]/scan/route";
import { call } from "./factories";

/** Pairs a simulator connection, as the Simulator page does. */
export const scan = (headers: Record<string, string>, whatsappId: number) =>
  call(scanRoute, { method: "POST", headers, params: { whatsappId: String(whatsappId) } });
