import { NextResponse } from "next/server";
import { requireCaller } from "@/lib/auth/caller";
import { parseParams } from "@/lib/http/parse";
import { route } from "@/lib/http/route";
import { profilePictureParams, profilePictureUrl } from "@/lib/messages/profile-picture-url";

// A contact's picture URL, by that URL or the contact's id; the server fetches nothing.
export const GET = route<{ idGraf: string; mediaURL: string }>(async (req, { params }) => {
  const caller = await requireCaller(req);
  return NextResponse.json({ url: await profilePictureUrl(caller, parseParams(await params, profilePictureParams)) });
});
