/** Spec section 5: attachments total at most 100 MB. */
export const MAX_ATTACHMENTS_BYTES = 104_857_600;

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * The list with the new files added: duplicates (same name, size, last-modified) are ignored; when
 * the total would pass 100 MB nothing is added and `tooLarge` says so.
 */
export function addFiles(current: File[], added: File[]): { files: File[]; tooLarge: boolean } {
  const fresh = added.filter(
    (file, i) => !current.some((c) => sameFile(c, file)) && added.findIndex((o) => sameFile(o, file)) === i,
  );
  const files = [...current, ...fresh];
  const total = files.reduce((sum, file) => sum + file.size, 0);
  return total > MAX_ATTACHMENTS_BYTES ? { files: current, tooLarge: true } : { files, tooLarge: false };
}

/** File-preview short names are cut to 8 characters (spec section 9). */
export const shortName = (name: string) => (name.length > 8 ? `${name.slice(0, 8)}…` : name);
