import { z } from "zod";

// Ids are PostgreSQL integers: a larger number names nothing, and must be refused as input (400)
// rather than reach the database and fail there.
export const MAX_DB_ID = 2_147_483_647;
export const dbId = z.number().int().positive().max(MAX_DB_ID);
/** The same, from text (paths, query strings, form fields). */
export const dbIdFromText = z.coerce.number().int().positive().max(MAX_DB_ID);
