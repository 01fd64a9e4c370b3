import type { ApiRequest } from "./route";

/**
 * The request a handler served outside Next receives (lib/http/direct-routes.ts): its method, URL,
 * headers and its body already read, of at most MAX_JSON_BYTES. Building a NextRequest (an undici
 * Request with its abort signal, a parsed NextURL, its cookies) cost about 50 µs of the 0.7 ms of
 * CPU a counts request takes; the handlers read none of the rest (ApiRequest).
 */
export class DirectRequest implements ApiRequest {
  /** No stream: bodies served here are read whole, bounded; a multipart upload goes to Next. */
  readonly body = null;

  constructor(
    readonly method: string,
    readonly url: string,
    readonly headers: Headers,
    private readonly bytes: Buffer | undefined,
  ) {}

  async arrayBuffer(): Promise<ArrayBuffer> {
    const bytes = this.bytes ?? Buffer.alloc(0);
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as ArrayBuffer;
  }
}
