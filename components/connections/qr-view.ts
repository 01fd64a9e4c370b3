// Spec section 9: a QR holds at most 23648 characters; a longer text is not drawn (section 4).
export const MAX_QR_TEXT_LENGTH = 23648;

export type QrView =
  { kind: "waiting" } | { kind: "image"; src: string } | { kind: "code"; value: string } | { kind: "tooLarge" };

/** How the pairing dialog shows a connection's QR: Z-API sends a ready image, others the QR's text. */
export function qrView(qrcode: string | null | undefined): QrView {
  if (!qrcode) return { kind: "waiting" };
  if (qrcode.startsWith("data:image/")) return { kind: "image", src: qrcode };
  if (qrcode.length > MAX_QR_TEXT_LENGTH) return { kind: "tooLarge" };
  return { kind: "code", value: qrcode };
}
