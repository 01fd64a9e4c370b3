import { z } from "zod";

/** What a key of the public API may do; a route accepts a key only if it declares one of these. */
export const API_SCOPES = [
  "messages:send",
  "tickets:read",
  "tickets:write",
  "contacts:read",
  "contacts:write",
] as const;

export type ApiScope = (typeof API_SCOPES)[number];

export const apiScopeSchema = z.enum(API_SCOPES);

/** Every key starts with this, so the resolver knows a key from an access token at a glance. */
export const API_KEY_PREFIX = "atd_";
