import { MAX_QR_TEXT_LENGTH, qrView } from "@/components/connections/qr-view";

describe("qrView", () => {
  it("waits while there is no QR", () => {
    expect(qrView(null)).toEqual({ kind: "waiting" });
    expect(qrView("")).toEqual({ kind: "waiting" });
  });

  it("draws a QR text of up to 23648 characters", () => {
    expect(MAX_QR_TEXT_LENGTH).toBe(23648);
    const text = "x".repeat(MAX_QR_TEXT_LENGTH);
    expect(qrView(text)).toEqual({ kind: "code", value: text });
  });

  it("hides a longer QR text (spec section 4)", () => {
    expect(qrView("x".repeat(MAX_QR_TEXT_LENGTH + 1))).toEqual({ kind: "tooLarge" });
  });

  it("shows a provider's ready image as it is", () => {
    const src = "data:image/png;base64,iVBORw0KGgo=";
    expect(qrView(src)).toEqual({ kind: "image", src });
  });
});
