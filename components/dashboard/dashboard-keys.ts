// SWR keys of the dashboard, built alike by the server render (fallback data) and the browser.

/** The counts of the user's departments (spec section 7: the path form /getCountTickets/true/true/{userId}). */
export const dashboardCountsKey = (userId: number) => `/getCountTickets/true/true/${userId}?isToDashBoard=true`;

/** The tickets created on a day (YYYY-MM-DD) of the company's time zone; with dashBoard=true the answer counts them by hour. */
export const todayTicketsKey = (day: string) =>
  `/tickets/dashboard?${new URLSearchParams({ date: day, dashBoard: "true", showAll: "true" })}`;

/** The chart's 24 bars: the day's tickets created in each hour, as the server counted them. */
export const hourlyBuckets = (hourly: number[]) =>
  hourly.map((tickets, hour) => ({ hour: `${String(hour).padStart(2, "0")}h`, tickets }));
