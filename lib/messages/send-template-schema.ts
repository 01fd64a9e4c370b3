import { z } from "zod";

// The template form's and the route's one schema (the browser imports it: nothing of the server here).
const value = z.string().trim().min(1, "required").max(1000);

export const sendTemplateSchema = z.object({
  name: z.string().min(1).max(512),
  language: z.string().min(2).max(20),
  /** The values of the header's and the body's variables, in the template's order. */
  header: z.array(value).max(10).default([]),
  body: z.array(value).max(100).default([]),
});
export type SendTemplateInput = z.input<typeof sendTemplateSchema>;
