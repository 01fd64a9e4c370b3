import type { z } from "zod";
import type { queueSchema } from "@/lib/queues/schemas";

export type QueueRow = { id: number; name: string; color: string; greetingMessage: string | null };
export type QueueFormValues = z.input<typeof queueSchema>;
/** A chatbot option as the queue form edits it (and the queue API takes it). */
export type EditorOption = NonNullable<QueueFormValues["chatbots"]>[number];
export type QueueDetail = QueueFormValues & { id: number; chatbots: EditorOption[] };
