// The answer of GET /reports/attendance, shared by the route, the CSV and the screen. Times are
// whole seconds, null where nothing was answered or resolved.

export type AttendanceFigures = {
  ticketsResolved: number;
  firstAnswerMedian: number | null;
  firstAnswerP90: number | null;
  resolutionMedian: number | null;
  resolutionP90: number | null;
  messagesSent: number;
  /** Tickets waiting or open when the range ends (now, for a range that has not ended). */
  openAtEnd: number;
  /**
   * The contacts' ratings given in the range, their average (1 to 5, two decimals) and the
   * percentage of 4 and 5 (CSAT, one decimal); both null without ratings.
   */
  ratings: number;
  ratingAverage: number | null;
  csat: number | null;
};

export type AttendantFigures = AttendanceFigures & { userId: number; name: string };
/** `queueId` null: tickets without a department. */
export type DepartmentFigures = AttendanceFigures & {
  queueId: number | null;
  name: string | null;
  color: string | null;
};
export type DayFigures = Omit<AttendanceFigures, "openAtEnd"> & { day: string };

export type AttendanceReport = {
  from: string;
  to: string;
  timeZone: string;
  attendants: AttendantFigures[];
  departments: DepartmentFigures[];
  total: AttendanceFigures;
  days: DayFigures[];
};
