import type { JsonOf } from "@/lib/utils/as-json";
import type { ConnectionView } from "@/lib/connections/connection-view";

/** A connection as the API sends it. */
export type Connection = JsonOf<ConnectionView>;
