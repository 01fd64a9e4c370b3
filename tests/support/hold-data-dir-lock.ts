// Locks the data directory named on the command line, says so with its pid, and stays alive.
import { lockDataDir } from "../../lib/db/data-dir-lock";

lockDataDir(process.argv[2]);
process.stdout.write(`locked ${process.pid}\n`);
setInterval(() => undefined, 60_000);
