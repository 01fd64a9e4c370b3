// Preloaded into each server process by bench/realtime.ts and bench/load.ts when BENCH_CPU_PROF
// names a folder (node refuses --cpu-prof in NODE_OPTIONS): samples the main thread every
// millisecond and writes cpu-<pid>.cpuprofile there when the process is told to stop, or exits
// (Chrome DevTools or speedscope open it): a server still draining connections may be killed
// before it exits.
import fs from "node:fs";
import inspector from "node:inspector";
import path from "node:path";

const session = new inspector.Session();
session.connect();
session.post("Profiler.enable");
session.post("Profiler.setSamplingInterval", { interval: 1000 });
session.post("Profiler.start");
let written = false;
const write = () => {
  if (written) return;
  written = true;
  session.post("Profiler.stop", (error, result) => {
    if (!error)
      fs.writeFileSync(
        path.join(process.env.BENCH_CPU_PROF, `cpu-${process.pid}.cpuprofile`),
        JSON.stringify(result.profile),
      );
  });
};
process.once("SIGTERM", write);
process.on("exit", write);
