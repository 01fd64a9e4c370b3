import { z } from "zod";

// Runs in the browser before the app's own modules. Zod decides, as each schema is built, whether
// to compile its parser with `new Function`, probing for eval; the Content-Security-Policy allows
// none, and the browser reports even that caught probe as a violation. Without compiling, Zod
// parses the same way.
z.config({ jitless: true });
