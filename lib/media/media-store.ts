import { env } from "@/lib/config/env";
import { serviceOr } from "@/lib/process/registry";
import { createMediaStore } from "./create-media-store";
import type { MediaStore } from "./media-keys";

export { extensionFor, isMediaKey, mimetypeOfKey, type MediaStore } from "./media-keys";

declare module "@/lib/process/registry" {
  interface ProcessServices {
    mediaStore: MediaStore;
  }
}

/** This process's media store, as MEDIA_STORE chose it (create-media-store.ts). */
export const mediaStore = (): MediaStore => serviceOr("mediaStore", () => createMediaStore(env()));
