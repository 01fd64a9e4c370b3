import { z } from "zod";
import { weekFlagsFields } from "./week-flags";
import { dbId } from "@/lib/validation/db-id";

// Spec sections 3, 5 and 9 (Queue, Chatbot option). Messages are keys of the "validation"
// catalogue, as in the user form; API clients get them as the `details` of a 400.
const REQUIRED = "required";
const TOO_SHORT = "tooShort";
const TOO_LONG = "tooLong";

/** Options per menu level and in one request: a numbered WhatsApp menu stays readable far below. */
const MAX_MENU_OPTIONS = 50;
const MAX_OPTIONS_PER_REQUEST = 500;

const required = () => z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED, abort: true });
/** Blank text is stored as no text, so the bot does not send an empty message. */
const optionalText = z
  .string()
  .max(4000, TOO_LONG)
  .nullish()
  .transform((text) => (text?.trim() ? text : null));
const hour = z
  .string()
  .regex(/^(([01]\d|2[0-3]):[0-5]\d)?$/, "invalidHour")
  .nullish()
  .transform((text) => text || null);

type OptionInput = {
  id?: number;
  name: string;
  greetingMessage?: string | null;
  isAgent?: boolean;
  options?: OptionInput[];
};
export type ChatbotOptionData = {
  id?: number;
  name: string;
  greetingMessage: string | null;
  isAgent: boolean;
  options?: ChatbotOptionData[];
};

const optionFields = {
  name: required().min(4, TOO_SHORT).max(100, TOO_LONG),
  greetingMessage: optionalText,
  isAgent: z.boolean().default(false),
};

/**
 * A chatbot option as the queue form and the chatbot calls send it, with its nested options. An
 * `id` names an option already at that place in the menu (kept and changed); an option without one
 * is new. Omitting `options` leaves an option's sub-menu as it is; a list replaces it, in order.
 */
const chatbotOptionSchema: z.ZodType<ChatbotOptionData, OptionInput> = z.object({
  id: dbId.optional(),
  ...optionFields,
  options: z
    .array(z.lazy(() => chatbotOptionSchema))
    .max(MAX_MENU_OPTIONS, TOO_LONG)
    .optional(),
});

const menu = z.array(chatbotOptionSchema).max(MAX_MENU_OPTIONS, TOO_LONG);

const countOptions = (options: ChatbotOptionData[] = []): number =>
  options.reduce((sum, option) => sum + 1 + countOptions(option.options), 0);

function limitOptions(options: ChatbotOptionData[] | undefined, path: string, ctx: z.RefinementCtx) {
  if (countOptions(options) > MAX_OPTIONS_PER_REQUEST)
    ctx.addIssue({ code: "custom", path: [path], message: TOO_LONG });
}

/** manual: attendants accept waiting tickets; round_robin: tickets go to online attendants (assign-tickets.ts). */
export const ASSIGNMENTS = ["manual", "round_robin"] as const;

export const queueSchema = z
  .object({
    name: required().min(2, TOO_SHORT).max(50, TOO_LONG),
    // Lower-cased, so "#FF0000" and "#ff0000" are one colour for the uniqueness rule.
    color: required().min(3, TOO_SHORT).max(9, TOO_LONG).toLowerCase(),
    greetingMessage: optionalText,
    transferQueueMessage: optionalText,
    outOfWorkMessage: optionalText,
    token: z
      .string()
      .trim()
      .max(200, TOO_LONG)
      .nullish()
      .transform((text) => text || null),
    startWork: hour,
    endWork: hour,
    ...weekFlagsFields,
    holiday: z.boolean().default(false),
    assignment: z.enum(ASSIGNMENTS).default("manual"),
    /** The queue's top-level menu; left out, the menu stays as it is. */
    chatbots: menu.optional(),
  })
  .superRefine((queue, ctx) => {
    // Work hours are a range: both ends, the end after the start (the bot compares HH:mm text).
    if (!queue.startWork !== !queue.endWork) {
      ctx.addIssue({ code: "custom", path: [queue.startWork ? "endWork" : "startWork"], message: REQUIRED });
    } else if (queue.startWork && queue.endWork && queue.endWork <= queue.startWork) {
      ctx.addIssue({ code: "custom", path: ["endWork"], message: "invalidHour" });
    }
    limitOptions(queue.chatbots, "chatbots", ctx);
  });
export type QueueInput = z.output<typeof queueSchema>;

/** POST /chatbot: a new option at the end of a queue's menu, or of another option's sub-menu. */
export const createChatbotOptionSchema = z
  .object({
    queueId: dbId.optional(),
    parentId: dbId.nullish(),
    ...optionFields,
    options: menu.optional(),
  })
  .superRefine((option, ctx) => {
    if (!option.queueId && !option.parentId) ctx.addIssue({ code: "custom", path: ["queueId"], message: REQUIRED });
    limitOptions(option.options, "options", ctx);
  });
export type CreateChatbotOptionInput = z.output<typeof createChatbotOptionSchema>;

/** PUT /chatbot/{id}: the option's own fields, and its sub-menu when `options` is sent. */
export const updateChatbotOptionSchema = z
  .object({ ...optionFields, options: menu.optional() })
  .superRefine((option, ctx) => limitOptions(option.options, "options", ctx));
export type UpdateChatbotOptionInput = z.output<typeof updateChatbotOptionSchema>;
