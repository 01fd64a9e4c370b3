import type { z } from "zod";
import type { queueSchema } from "@/lib/queues/schemas";

export type QueueRow = { id: number; name: string; color: string; greetingMessage: string | null };
/** A chatbot option as the queue form edits it (and the queue API takes it). */
export type EditorOption = {
  id?: number;
  name: string;
  greetingMessage?: string | null;
  isAgent?: boolean;
  options?: EditorOption[];
};
export type QueueFormValues = Omit<z.input<typeof queueSchema>, "chatbots"> & { chatbots?: EditorOption[] };
export type QueueDetail = QueueFormValues & { id: number; chatbots: EditorOption[] };
