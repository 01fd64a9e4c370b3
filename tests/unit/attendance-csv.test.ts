import Papa from "papaparse";
import { attendanceCsv } from "@/lib/reports/attendance-csv";
import type { AttendanceFigures } from "@/lib/reports/attendance-report-view";

// Names are typed by users: a cell a spreadsheet would run as a formula goes out escaped (a quote
// before it), a line break inside it included.
const NONE: AttendanceFigures = {
  ticketsResolved: 0,
  firstAnswerMedian: null,
  firstAnswerP90: null,
  resolutionMedian: null,
  resolutionP90: null,
  messagesSent: 0,
  openAtEnd: 0,
  ratings: 0,
  ratingAverage: null,
  csat: null,
};

test.each(['=HYPERLINK("http://evil.example","x")\nz', "=1+1", "+SUM(A1)\r\nz", "@cmd\nz", "-2+3\nz"])(
  "a name %j comes out escaped",
  (name) => {
    const csv = attendanceCsv({
      from: "2026-03-10",
      to: "2026-03-11",
      timeZone: "America/Sao_Paulo",
      attendants: [{ ...NONE, userId: 7, name }],
      departments: [{ ...NONE, queueId: 3, name, color: null }],
      total: NONE,
      days: [],
    });
    const rows = Papa.parse<string[]>(csv.slice(1)).data;
    expect(rows.find((row) => row[0] === "attendant")?.[2]).toBe(`'${name}`);
    expect(rows.find((row) => row[0] === "department")?.[2]).toBe(`'${name}`);
  },
);
