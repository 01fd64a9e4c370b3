"use client";

import { useEffect, useState } from "react";
import { dayIn, zonedDayRange } from "@/lib/utils/zoned-day";

/**
 * Today (YYYY-MM-DD) in the company's time zone, moving to the next day when the company's
 * midnight passes, without a reload. The timer is set again after it fires early (a throttled or
 * slept tab) and when the page is shown again.
 */
export function useCompanyDay(initialDay: string, timeZone: string) {
  const [day, setDay] = useState(initialDay);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const follow = () => {
      clearTimeout(timer);
      const today = dayIn(new Date(), timeZone);
      setDay(today);
      timer = setTimeout(follow, zonedDayRange(today, timeZone).end.getTime() - Date.now());
    };
    follow();
    document.addEventListener("visibilitychange", follow);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", follow);
    };
  }, [timeZone]);
  return day;
}
