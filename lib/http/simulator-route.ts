import { z } from "zod";
import { requireCaller } from "@/lib/auth/caller";
import { dbIdFromText } from "@/lib/validation/db-id";
import { simulatorOf, type SimulatorControl } from "@/lib/connections/simulator-control";
import { parseParams } from "./parse";
import { hotRoute, type ApiRequest } from "./route";

const params = z.object({ whatsappId: dbIdFromText });

/** A route of /api/simulator/{whatsappId}/...: an admin, the simulator of one of their connections. */
export const simulatorRoute = (handler: (simulator: SimulatorControl, req: ApiRequest) => Promise<Response>) =>
  hotRoute<{ whatsappId: string }>(async (req, context) => {
    const caller = await requireCaller(req);
    const { whatsappId } = parseParams(await context.params, params);
    return handler(await simulatorOf(caller, whatsappId), req);
  });
