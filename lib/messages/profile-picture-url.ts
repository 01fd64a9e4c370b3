import { z } from "zod";
import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { dbIdFromText } from "@/lib/validation/db-id";

export const profilePictureParams = z.object({ idGraf: dbIdFromText, mediaURL: z.string().min(1).max(4096) });

/**
 * The picture URL of one of the tenant's contacts, named by that URL as stored (URL-encoded in the
 * path) or by the contact's id. The tenant in the path must be the caller's; anything else is not
 * found. Nothing is fetched: the server never requests an address a client gave it.
 */
export async function profilePictureUrl(
  caller: Caller,
  { idGraf, mediaURL }: z.output<typeof profilePictureParams>,
): Promise<string> {
  const notFound = new AppError("ERR_NOT_FOUND", "Not found");
  if (idGraf !== caller.idGraf) throw notFound;
  const contactId = /^\d+$/.test(mediaURL) ? dbIdFromText.safeParse(mediaURL) : null;
  if (contactId && !contactId.success) throw notFound;
  const contact = await prisma.contact.findFirst({
    where: { idGraf: caller.idGraf, ...(contactId ? { id: contactId.data } : { profilePicUrl: mediaURL }) },
    select: { profilePicUrl: true },
  });
  if (!contact?.profilePicUrl) throw notFound;
  return contact.profilePicUrl;
}
