"use client";

import { getCountries, getCountryCallingCode, type CountryCode as Country } from "libphonenumber-js";
import { useLocale } from "next-intl";
import { useMemo, useState } from "react";
import { NativeSelect } from "@/components/ui/native-select";
import { mainCountryOf } from "@/lib/contacts/phone-number";

type Props = Omit<React.ComponentProps<"select">, "value" | "onChange"> & {
  /** The calling code, without '+'. */
  zoneCode: string;
  onZoneCodeChange: (zoneCode: string) => void;
};

/** Every country by its name in the UI's language and its calling code; choosing one sets the zoneCode. */
export function CountrySelect({ zoneCode, onZoneCodeChange, ...props }: Props) {
  const locale = useLocale();
  // Several countries share a calling code (+1): the one picked stays shown, a stored code shows its main one.
  const [picked, setPicked] = useState<string>();
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: "region" });
    return getCountries()
      .map((country) => ({ country, code: getCountryCallingCode(country), label: names.of(country) ?? country }))
      .sort((a, b) => a.label.localeCompare(b.label, locale));
  }, [locale]);
  return (
    <NativeSelect
      {...props}
      value={picked && getCountryCallingCode(picked as Country) === zoneCode ? picked : (mainCountryOf(zoneCode) ?? "")}
      onChange={(event) => {
        setPicked(event.target.value);
        onZoneCodeChange(getCountryCallingCode(event.target.value as Country));
      }}
    >
      {countries.map(({ country, code, label }) => (
        <option key={country} value={country}>
          {`${label} (+${code})`}
        </option>
      ))}
    </NativeSelect>
  );
}
