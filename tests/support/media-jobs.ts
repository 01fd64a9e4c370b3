import { downloadMediaJob } from "@/lib/inbound/download-media-job";
import { JobRunner } from "@/lib/jobs/job-runner";
import { mediaStore } from "@/lib/media/media-store";
import type { InboundMessage } from "@/lib/whatsapp/provider";

/** Runs the media downloads that are due, as the server's job runner would. */
export const drainDownloads = () => new JobRunner([{ ...downloadMediaJob, baseDelayMs: 5 }]).drain();

/**
 * A simulator connection's media message, its file staged in the media store as the simulator does
 * (the provider's copy the download job fetches).
 */
export async function simulatedMedia(
  idGraf: number,
  data: string | Buffer,
  mimetype: string,
  fileName?: string,
): Promise<Pick<InboundMessage, "media" | "raw">> {
  const stagedKey = await mediaStore().put(idGraf, Buffer.from(data), mimetype);
  return { media: { mimetype, fileName }, raw: { simulator: { media: { mimetype, fileName, stagedKey } } } };
}
