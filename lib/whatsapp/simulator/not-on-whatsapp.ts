import { z } from "zod";

// POST /simulator/{whatsappId}/not-on-whatsapp, and the Simulator page's form that marks one number.
const simulatedNumber = z
  .string()
  .trim()
  .regex(/^\d{8,15}$/, "digits");

export const notOnWhatsappSchema = z.object({ numbers: z.array(simulatedNumber).min(1).max(1000) });

export const markNumberSchema = z.object({ number: simulatedNumber });
export type MarkNumberValues = z.infer<typeof markNumberSchema>;
