import { AppError, type ErrorCode } from "@/lib/errors/app-error";

/**
 * What a send that failed for good keeps and the screens translate: the catalogue's code the
 * failure carries (the connection not running, the number not on WhatsApp, the provider refusing
 * the message), else the generic one. Never the engine's own words, which no one can translate.
 */
export const failureCode = (reason: unknown): ErrorCode =>
  reason instanceof AppError && reason.code !== "ERR_INTERNAL" ? reason.code : "ERR_SENDING_WAPP_MSG";
