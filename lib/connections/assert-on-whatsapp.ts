import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { senderOf } from "@/lib/whatsapp/sender";

// Numbers are asked a few at a time: a bulk send may name thousands, each one a call to WhatsApp.
const AT_ONCE = 8;

export type NumberCheck = { number: string; path: string };

/**
 * The numbers WhatsApp does not know, as the connection answers, asked a few at a time;
 * ERR_WAPP_CHECK_CONTACT when the connection cannot be asked (not connected, its session not
 * running, or the provider failing), so nothing is accepted unchecked.
 */
export async function unknownNumbers(connection: { id: number; idGraf: number }, numbers: string[]) {
  const row = await prisma.whatsapp.findFirst({
    where: { id: connection.id, idGraf: connection.idGraf },
    select: { status: true },
  });
  if (!row) throw new AppError("ERR_NO_WAPP_FOUND", "Connection not found");
  const cannotAsk = () =>
    new AppError("ERR_WAPP_CHECK_CONTACT", "Contact check on WhatsApp failed: the connection is not connected");
  if (row.status !== "CONNECTED") throw cannotAsk();
  const distinct = [...new Set(numbers)];
  const unknown = new Set<string>();
  try {
    const sender = senderOf(connection.id);
    for (let i = 0; i < distinct.length; i += AT_ONCE) {
      const batch = distinct.slice(i, i + AT_ONCE);
      const answers = await Promise.all(batch.map((number) => sender.checkNumber(number)));
      answers.forEach((answer, k) => !answer.exists && unknown.add(batch[k]));
    }
  } catch {
    throw cannotAsk();
  }
  return unknown;
}

/**
 * Asks the connection whether WhatsApp knows each number, before anything is stored for it:
 * ERR_WAPP_INVALID_CONTACT (400) names the ones it does not know (`details`, one per path), and
 * ERR_WAPP_CHECK_CONTACT means the connection could not be asked.
 */
export async function assertOnWhatsapp(connection: { id: number; idGraf: number }, checks: NumberCheck[]) {
  const unknown = await unknownNumbers(
    connection,
    checks.map((check) => check.number),
  );
  const failed = checks.filter((check) => unknown.has(check.number));
  if (failed.length) {
    throw new AppError(
      "ERR_WAPP_INVALID_CONTACT",
      "Not a valid WhatsApp number.",
      failed.map(({ path }) => ({ path, message: "ERR_WAPP_INVALID_CONTACT" })),
    );
  }
}
