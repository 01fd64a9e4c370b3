import { z } from "zod";
import { AppError } from "@/lib/errors/app-error";
import { fileResponse } from "@/lib/http/file-response";
import { apiRoute } from "@/lib/http/route";
import { openMedia } from "@/lib/messages/open-media";

const body = z.object({
  imageUrl: z
    .string()
    .min(1)
    .max(2048)
    .refine((url) => URL.canParse(url, "http://local"), "Not a URL"),
});

// Downloads a media file the chat shows, by its URL. Only this app's own media URLs are served:
// fetching arbitrary addresses from the server would let clients reach the internal network.
export const POST = apiRoute({ body }, async ({ caller, body: { imageUrl } }) => {
  const match = /\/api\/messages\/download-file\/([^/?#]+)\/([^/?#]+)/.exec(new URL(imageUrl, "http://local").pathname);
  if (!match) throw new AppError("ERR_NOT_FOUND", "URL inválida");
  return fileResponse(await openMedia(caller, match[1], match[2]), true);
});
