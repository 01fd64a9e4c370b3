// Where a page's main thread spent its time during a traced span: Chrome's trace events (the
// timeline DevTools' Performance panel records), read the way its summary reads them. Busy time is
// the sum of the main thread's top-level tasks, as wall time (`busy`) and as the thread's own CPU
// time (`cpu`, the events' thread clock: on a shared machine a task also waits for a core, and
// that is not work). Each event's own CPU time (less what nests in it) goes to the kind of its
// name, or of the nearest enclosing event that has one, else to "other" (HTML parsing, the
// browser's task scheduling).

export type BusyTime = { busy: number; cpu: number; script: number; styleLayout: number; paint: number; other: number };
type Kind = Exclude<keyof BusyTime, "busy" | "cpu">;

/** The trace categories the split needs, and nothing else (tracing costs the page too). */
export const TRACE_CATEGORIES = [
  "-*",
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "toplevel",
  "v8.execute",
  "__metadata",
];

const KINDS: Record<string, Kind> = {};
const kind = (what: Kind, names: string[]) => names.forEach((name) => (KINDS[name] = what));
kind("script", [
  "EvaluateScript",
  "v8.evaluateModule",
  "v8.compile",
  "v8.compileModule",
  "v8.run",
  "v8.callFunction",
  "V8.Execute",
  "FunctionCall",
  "TimerFire",
  "FireIdleCallback",
  "FireAnimationFrame",
  "EventDispatch",
  "RunMicrotasks",
  "XHRReadyStateChange",
  "XHRLoad",
  "MajorGC",
  "MinorGC",
  "BlinkGC.AtomicPhase",
  "BlinkScheduler_PerformMicrotaskCheckpoint",
  "ResizeObserverController::BroadcastObservations",
]);
kind("styleLayout", [
  "UpdateLayoutTree",
  "RecalculateStyles",
  "ParseAuthorStyleSheet",
  "Layout",
  "UpdateLayerTree",
  "PrePaint",
  "HitTest",
  "Layerize",
  "IntersectionObserverController::computeIntersections",
  "ScrollLayer",
]);
kind("paint", [
  "Paint",
  "PaintSetup",
  "PaintImage",
  "Decode Image",
  "ImageDecodeTask",
  "CompositeLayers",
  "Commit",
  "UpdateLayer",
  "RasterTask",
]);

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tts?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
};
/** A span of the thread: wall start and duration (µs), and the thread's CPU time in it. */
type Span = { name: string; ts: number; dur: number; cpu: number };

/** Complete spans of one thread: "X" events, and "B"/"E" pairs matched by nesting. */
function spansOf(events: TraceEvent[]): Span[] {
  const spans: Span[] = [];
  const open: TraceEvent[] = [];
  for (const event of events) {
    if (event.ph === "X" && event.dur !== undefined)
      spans.push({ name: event.name, ts: event.ts, dur: event.dur, cpu: event.tdur ?? event.dur });
    else if (event.ph === "B") open.push(event);
    else if (event.ph === "E") {
      const begin = open.pop();
      if (begin) {
        const cpu = begin.tts !== undefined && event.tts !== undefined ? event.tts - begin.tts : event.ts - begin.ts;
        spans.push({ name: begin.name, ts: begin.ts, dur: event.ts - begin.ts, cpu });
      }
    }
  }
  return spans.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
}

/** The renderer's main thread that worked the most in the trace: the page's, among others' (about:blank, workers' pages). */
function mainThread(events: TraceEvent[]): TraceEvent[] {
  const mains = new Set(
    events
      .filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain")
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const byThread = new Map<string, TraceEvent[]>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (!mains.has(thread) || event.ph === "M") continue;
    const list = byThread.get(thread) ?? [];
    list.push(event);
    byThread.set(thread, list);
  }
  const work = (list: TraceEvent[]) => list.reduce((sum, e) => sum + (e.dur ?? 0), 0);
  return [...byThread.values()].sort((a, b) => work(b) - work(a))[0] ?? [];
}

/** The main thread's busy time in a trace (JSON as Chrome writes it), split by kind, in milliseconds. */
export function mainThreadBusy(trace: Buffer | string): BusyTime {
  const { traceEvents } = JSON.parse(String(trace)) as { traceEvents: TraceEvent[] };
  const totals: BusyTime = { busy: 0, cpu: 0, script: 0, styleLayout: 0, paint: 0, other: 0 };
  const stack: { end: number; cpu: number; kind: Kind }[] = [];
  for (const span of spansOf(mainThread(traceEvents))) {
    while (stack.length && stack[stack.length - 1].end <= span.ts) stack.pop();
    const parent = stack[stack.length - 1];
    // A child never outlasts its parent (timestamps are rounded to the microsecond).
    const dur = parent ? Math.min(span.dur, parent.end - span.ts) : span.dur;
    const cpu = parent ? Math.min(span.cpu, parent.cpu) : span.cpu;
    const own = KINDS[span.name] ?? (span.name.startsWith("V8.GC") ? "script" : undefined) ?? parent?.kind ?? "other";
    if (parent) totals[parent.kind] -= cpu;
    else {
      totals.busy += dur;
      totals.cpu += cpu;
    }
    totals[own] += cpu;
    stack.push({ end: span.ts + dur, cpu, kind: own });
  }
  for (const key of Object.keys(totals) as (keyof BusyTime)[]) totals[key] /= 1000;
  return totals;
}
