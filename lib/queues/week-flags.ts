import { z } from "zod";

// The days a connection or a queue works, as forms and the API validate them (spec section 9:
// Monday to Friday on, Saturday and Sunday off by default) and as the API reads them.
export const weekFlagsFields = {
  monday: z.boolean().default(true),
  tuesday: z.boolean().default(true),
  wednesday: z.boolean().default(true),
  thursday: z.boolean().default(true),
  friday: z.boolean().default(true),
  saturday: z.boolean().default(false),
  sunday: z.boolean().default(false),
};

export const weekFlagsSelect = {
  monday: true,
  tuesday: true,
  wednesday: true,
  thursday: true,
  friday: true,
  saturday: true,
  sunday: true,
} as const;
