import { NextResponse } from "next/server";
import { ZodError } from "zod";
import { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/errors/app-error";
import { logger } from "@/lib/process/logger";

/** Maps any thrown value to the API's error shape. Unknown errors leak nothing. */
export function errorResponse(error: unknown): NextResponse {
  if (error instanceof AppError) {
    return NextResponse.json(
      { error: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) },
      { status: error.status },
    );
  }
  if (error instanceof ZodError) {
    const details = error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
    return NextResponse.json({ error: "ERR_BAD_REQUEST", message: "Invalid input", details }, { status: 400 });
  }
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (error.code === "P2002") return NextResponse.json({ error: "ERR_DUPLICATED", message: "Already exists" }, { status: 409 });
    if (error.code === "P2025") return NextResponse.json({ error: "ERR_NOT_FOUND", message: "Not found" }, { status: 404 });
  }
  logger().error({ err: error }, "unexpected error in a route");
  return NextResponse.json({ error: "ERR_INTERNAL", message: "Internal error" }, { status: 500 });
}
