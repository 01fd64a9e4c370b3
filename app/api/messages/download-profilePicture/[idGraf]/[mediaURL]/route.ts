import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/http/route";
import { profilePictureParams, profilePictureUrl } from "@/lib/messages/profile-picture-url";

// A contact's picture URL, by that URL or the contact's id; the server fetches nothing.
export const GET = apiRoute({ params: profilePictureParams }, async ({ caller, params }) =>
  NextResponse.json({ url: await profilePictureUrl(caller, params) }),
);
