"use client";

import { createContext, useContext } from "react";

const CompanyTimeZone = createContext<string | null>(null);

/** The company's time zone (its `timeZone` setting), for the screens that enter and show its times. */
export function CompanyTimeZoneProvider({ timeZone, children }: { timeZone: string; children: React.ReactNode }) {
  return <CompanyTimeZone.Provider value={timeZone}>{children}</CompanyTimeZone.Provider>;
}

export function useCompanyTimeZone() {
  const timeZone = useContext(CompanyTimeZone);
  if (!timeZone) throw new Error("useCompanyTimeZone needs a CompanyTimeZoneProvider above it");
  return timeZone;
}
