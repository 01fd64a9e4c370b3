/** Spec section 8: a text send failing on the network is tried 5 times, 2 s apart. */
export const SEND_ATTEMPTS = 5;
export const SEND_RETRY_MS = 2000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function withNetworkRetry<T>(
  send: () => Promise<T>,
  attempts = SEND_ATTEMPTS,
  delayMs = SEND_RETRY_MS,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      // fetch rejects with a TypeError when the server cannot be reached; any answer is final.
      if (!(error instanceof TypeError) || attempt >= attempts) throw error;
      await wait(delayMs);
    }
  }
}
