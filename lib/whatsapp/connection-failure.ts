import { AppError } from "@/lib/errors/app-error";
import { CloudApiError } from "./cloud/graph-client";
import type { ConnectionFailure } from "./provider";
import { ZapiError } from "./zapi/zapi-client";

// Meta's Graph codes for an unknown object (a phone number id that is not the token's) and for an
// access token that is invalid or expired.
const GRAPH_UNKNOWN_OBJECT = 100;
const GRAPH_INVALID_TOKEN = 190;

function failureOfAnswer(status: number, graphCode?: number): ConnectionFailure {
  if (status === 401 || status === 403 || graphCode === GRAPH_INVALID_TOKEN) return "CREDENTIALS_REFUSED";
  if (status === 404 || graphCode === GRAPH_UNKNOWN_OBJECT) return "NOT_FOUND";
  return "PROVIDER_ERROR";
}

/** Why a session's start failed, in the terms the Connections screen explains to an admin. */
export function connectionFailureOf(error: unknown): ConnectionFailure {
  if (error instanceof ZapiError || error instanceof CloudApiError) {
    if (error.httpStatus === undefined) return "UNREACHABLE";
    return failureOfAnswer(error.httpStatus, error instanceof CloudApiError ? error.graphCode : undefined);
  }
  // The factories' refusal of a connection saved without its provider's ids and tokens.
  if (error instanceof AppError && error.code === "ERR_WAPP_NOT_INITIALIZED") return "CREDENTIALS_MISSING";
  return "START_FAILED";
}
