import { readEnv } from "@/lib/config/env";
import { createMediaStore } from "./create-media-store";
import type { MediaStore } from "./media-keys";

export { extensionFor, isMediaKey, mimetypeOfKey, type MediaStore } from "./media-keys";

const holder = globalThis as typeof globalThis & { __atendeMediaStore?: MediaStore };

/** This process's media store, as MEDIA_STORE chose it (create-media-store.ts). */
export function mediaStore(): MediaStore {
  holder.__atendeMediaStore ??= createMediaStore(readEnv());
  return holder.__atendeMediaStore;
}
