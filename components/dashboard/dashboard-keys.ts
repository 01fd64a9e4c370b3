// SWR keys of the dashboard, built alike by the server render (fallback data) and the browser.

/** The counts of the user's departments (spec section 7: the path form /getCountTickets/true/true/{userId}). */
export const dashboardCountsKey = (userId: number) => `/getCountTickets/true/true/${userId}?isToDashBoard=true`;

/** The tickets created on a day (YYYY-MM-DD), in one page of up to 1000 (dashBoard=true). */
export const todayTicketsKey = (day: string) => `/tickets/dashboard?${new URLSearchParams({ date: day, dashBoard: "true", showAll: "true" })}`;

/** 24 buckets: how many of the times fall in each hour of the local day. */
export function hourlyBuckets(createdAt: string[]) {
  const buckets = Array.from({ length: 24 }, (_, hour) => ({ hour: `${String(hour).padStart(2, "0")}h`, tickets: 0 }));
  for (const at of createdAt) buckets[new Date(at).getHours()].tickets += 1;
  return buckets;
}
