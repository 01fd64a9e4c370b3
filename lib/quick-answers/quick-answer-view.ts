import { AppError } from "@/lib/errors/app-error";
import { Prisma } from "@/lib/generated/prisma/client";
import { mimetypeOfKey } from "@/lib/media/media-keys";

/**
 * A quick answer as the API answers it: spec section 3's id, shortcut and message, its file (name
 * and type; the key stays on the server) and the departments it is limited to.
 */
export type QuickAnswerView = {
  id: number;
  shortcut: string;
  message: string;
  media: { name: string; mimetype: string } | null;
  queueIds: number[];
};

/** The columns of a view over "QuickAnswer" aliased `a`. */
export const quickAnswerColumns = Prisma.sql`a."id", a."shortcut", a."message", a."mediaKey", a."mediaName",
  ARRAY(SELECT q."queueId" FROM "QuickAnswerQueue" q WHERE q."quickAnswerId" = a."id" ORDER BY 1) AS "queueIds"`;

export type QuickAnswerRow = Omit<QuickAnswerView, "media"> & { mediaKey: string | null; mediaName: string | null };

export const quickAnswerViewOf = ({ mediaKey, mediaName, ...row }: QuickAnswerRow): QuickAnswerView => ({
  ...row,
  media: mediaKey ? { name: mediaName || mediaKey, mimetype: mimetypeOfKey(mediaKey) } : null,
});

export const quickAnswerNotFound = () => new AppError("ERR_NOT_FOUND", "Quick answer not found");
