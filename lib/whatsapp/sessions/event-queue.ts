import type { ProviderEvent } from "@/lib/whatsapp/provider";

type Waiting = { event: ProviderEvent; resolve: () => void; reject: (error: unknown) => void };

/**
 * One connection's provider events, handled in the order they came. Events that arrive while a
 * batch is being handled wait and go together into the next one, so a burst costs a few commits
 * instead of one per message. Each push resolves once its event is handled (stored and committed),
 * so a provider acknowledges nothing that could still be lost. If a batch fails, its events are
 * handled one by one, so one bad event fails alone.
 */
export class EventQueue {
  private waiting: Waiting[] = [];
  private draining = false;
  private drained: Promise<void> = Promise.resolve();

  constructor(
    private readonly handle: (events: ProviderEvent[]) => Promise<void>,
    private readonly maxBatch = 200,
  ) {}

  push(event: ProviderEvent): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ event, resolve, reject });
      if (!this.draining) this.drained = this.drain();
    });
  }

  /** Resolves once every event pushed so far is handled. */
  idle(): Promise<void> {
    return this.drained;
  }

  private async drain() {
    this.draining = true;
    while (this.waiting.length) {
      const batch = this.waiting.splice(0, this.maxBatch);
      try {
        await this.handle(batch.map((w) => w.event));
        batch.forEach((w) => w.resolve());
      } catch (error) {
        if (batch.length === 1) batch[0].reject(error);
        else for (const w of batch) await this.handle([w.event]).then(w.resolve, w.reject);
      }
    }
    this.draining = false;
  }
}
