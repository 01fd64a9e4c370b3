import { CopyBinaryRows, type CopyFields } from "@/lib/db/copy-binary-rows";
import type { GroupKind, GroupRow } from "./report-sql";
import { GroupedDurations, medianAndP90 } from "./seconds-percentiles";

export type EventName = "first_answer" | "resolution";

/**
 * Per group: the first answers' and the resolutions' count, median and 90th percentile (seconds),
 * and "resolved", the resolutions counted for who resolved them and where.
 */
export type EventRow = GroupRow & {
  name: EventName | "resolved";
  count: number;
  median: number | null;
  p90: number | null;
};

type DurationsKind = "user" | "queue" | "day" | "resolved_user" | "resolved_queue";

/** A group's rows gathered: their counts summed, their durations (numbered by `index`) in the report's GroupedDurations. */
type Gathered = { kind: DurationsKind; key: string; count: number; index: number };

const figures = (name: EventName, kind: EventRow["kind"], key: string, seconds: Float64Array): EventRow => ({
  name,
  kind,
  key,
  count: seconds.length,
  ...medianAndP90(seconds),
});

/**
 * One kind of event's groups, read from the binary COPY of its query (eventDurationsSql) chunk by
 * chunk, each row's packings decoded as it arrives; then their figures. Pure work on bytes, without
 * the database: it runs on a worker thread (report-workers.ts).
 */
export class EventKindGroups {
  private readonly durations = new GroupedDurations();
  private readonly groups = new Map<string, Gathered>();
  private readonly rows = new CopyBinaryRows((fields) => this.gather(fields));

  constructor(private readonly name: EventName) {}

  /** Reads a chunk of the COPY; the chunk's memory may be written over once it returns. */
  push(chunk: Buffer) {
    this.rows.push(chunk);
    this.rows.keepOwnCopies();
  }

  // kind, key, count, and the group's durations and those removed in a tally row not folded yet,
  // packed (report_tally_micros).
  private gather([kindBytes, keyBytes, count, added, removed]: CopyFields) {
    const [kind, key] = [kindBytes!.toString() as DurationsKind, keyBytes!.toString()];
    const id = `${kind}:${key}`;
    let group = this.groups.get(id);
    if (!group) {
      group = { kind, key, count: 0, index: this.groups.size };
      this.groups.set(id, group);
    }
    group.count += count!.readInt32BE();
    this.durations.add(group.index, added!);
    if (removed) this.durations.add(group.index, removed, { removed: true });
  }

  /**
   * The figures, once the data has ended: the desk's days laid out side by side and its total
   * selected among them after each day among its own, then each attendant's and department's in
   * turn in the same array, so a report holds its durations and a copy of its largest group.
   */
  figures(): EventRow[] {
    try {
      this.rows.end();
      const groups = [...this.groups.values()];
      const result: EventRow[] = [];
      for (const group of groups) {
        if ((group.kind === "resolved_user" || group.kind === "resolved_queue") && group.count > 0)
          result.push({
            name: "resolved",
            kind: group.kind === "resolved_user" ? "user" : "queue",
            key: group.key,
            count: group.count,
            median: null,
            p90: null,
          });
      }
      const timed = (group: Gathered, values: Float64Array) => {
        if (values.length > 0) result.push(figures(this.name, group.kind as GroupKind, group.key, values));
      };
      const days = groups.filter((group) => group.kind === "day");
      const { values, starts } = this.durations.laidOut(days.map((day) => day.index));
      days.forEach((day, i) => timed(day, values.subarray(starts[i], starts[i + 1])));
      if (starts[days.length] > 0)
        result.push(figures(this.name, "total", "", values.subarray(0, starts[days.length])));
      for (const group of groups.filter((group) => group.kind === "user" || group.kind === "queue")) {
        const { values, starts } = this.durations.laidOut([group.index]);
        timed(group, values.subarray(0, starts[1]));
      }
      return result;
    } finally {
      this.release();
    }
  }

  /** Gives the durations' arrays back (kept-float64-arrays.ts): the figures do it, and so does a read that failed. */
  release() {
    this.durations.release();
  }
}
