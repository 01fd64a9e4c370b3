import { Metadata } from "libphonenumber-js/core";
import metadata from "libphonenumber-js/metadata.max.json";

// The digit counts a country's numbers may have after its calling code, from libphonenumber's
// metadata: those of fixed-line and mobile numbers, the kinds WhatsApp runs on. The country's
// general lengths would also admit numbers dialled locally without an area code (Brazil's 8 and
// 9 digits), which no one can reach from abroad.
type PlanWithTypes = { possibleLengths(): number[]; type(name: string): { possibleLengths(): number[] } | undefined };

const lengthsByZone = new Map<string, readonly number[] | null>();

/** The valid national digit counts for a calling code ("55" → [10, 11]); null when no country has it. */
export function nationalLengths(zoneCode: string): readonly number[] | null {
  if (lengthsByZone.has(zoneCode)) return lengthsByZone.get(zoneCode)!;
  let lengths: readonly number[] | null = null;
  if (Object.hasOwn(metadata.country_calling_codes, zoneCode)) {
    const plans = new Metadata(metadata);
    // Typed for country codes, but libphonenumber selects by calling code too.
    plans.selectNumberingPlan(zoneCode as never);
    const plan = plans.numberingPlan as unknown as PlanWithTypes;
    const typed = ["FIXED_LINE", "MOBILE"].flatMap((name) => plan.type(name)?.possibleLengths() ?? []);
    lengths = [...new Set(typed.length ? typed : plan.possibleLengths())].sort((a, b) => a - b);
  }
  lengthsByZone.set(zoneCode, lengths);
  return lengths;
}

const fits = (digits: string, zoneCode: string) => !!nationalLengths(zoneCode)?.includes(digits.length);

/**
 * The full number (calling code and national digits) of `digits` typed for the country of
 * `zoneCode`: the national number, or the same already prefixed with the calling code. Undefined
 * when the digit count is not the country's.
 */
export function fullNumber(digits: string, zoneCode: string): string | undefined {
  if (fits(digits, zoneCode)) return zoneCode + digits;
  if (digits.startsWith(zoneCode) && fits(digits.slice(zoneCode.length), zoneCode)) return digits;
  return undefined;
}

/** An international number's calling code (digits with it in front), when one fits. */
export function zoneCodeOf(digits: string): string | undefined {
  for (let size = 1; size <= 3; size++) {
    const zoneCode = digits.slice(0, size);
    if (fits(digits.slice(size), zoneCode)) return zoneCode;
  }
  return undefined;
}

export const onlyDigits = (text: string) => text.replace(/\D/g, "");

/** The main country of a calling code ("1" → US, "55" → BR), for showing a stored zoneCode. */
export const mainCountryOf = (zoneCode: string): string | undefined =>
  (metadata.country_calling_codes as Record<string, string[]>)[zoneCode]?.[0];
