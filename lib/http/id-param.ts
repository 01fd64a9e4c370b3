import { z } from "zod";
import { dbIdFromText } from "@/lib/validation/db-id";
import { parseParams } from "./parse";

const idParams = z.object({ id: dbIdFromText });

/** The numeric `[id]` of a route; anything else names nothing the caller may see (404). */
export const idParam = async (params: Promise<{ id: string }>) => parseParams(await params, idParams).id;
