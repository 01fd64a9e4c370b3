import { z } from "zod";
import { parseParams } from "./parse";

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The numeric `[id]` of a route; anything else names nothing the caller may see (404). */
export const idParam = async (params: Promise<{ id: string }>) => parseParams(await params, idParams).id;
