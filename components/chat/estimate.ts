/** paramEstimate is base64url text, decoded as UTF-8; anything else is left out. */
export function decodeEstimate(param: string | undefined) {
  if (!param) return undefined;
  try {
    const base64 = param.replace(/-/g, "+").replace(/_/g, "/");
    const bytes = Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "=")), (c) => c.charCodeAt(0));
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}
