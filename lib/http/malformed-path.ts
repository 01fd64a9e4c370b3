import { NextResponse } from "next/server";

/**
 * Whether a path has a segment whose percent-encoding does not decode (`/api/tickets/%E0%A4%A`).
 * Next fails on such a segment while decoding a route's params, before any handler runs (a 500, or
 * an HTML 400), so server.ts refuses the path first (lib/http/direct-routes.ts).
 */
export function hasMalformedSegment(pathname: string): boolean {
  return pathname.split("/").some((segment) => {
    try {
      decodeURIComponent(segment);
      return false;
    } catch {
      return true;
    }
  });
}

/** The API's 400 for such a path, in the shape of lib/http/respond.ts. */
export const malformedPathResponse = () =>
  NextResponse.json(
    {
      error: "ERR_BAD_REQUEST",
      message: "Malformed path",
      details: [{ path: "", message: "A path segment is not valid percent-encoding" }],
    },
    { status: 400 },
  );
