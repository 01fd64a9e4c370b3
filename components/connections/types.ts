import type { ConnectionView } from "@/lib/connections/connection-view";
import type { ConnectionStatus } from "@/lib/whatsapp/provider";

/** A connection as the API sends it (dates arrive as strings). */
export type Connection = Omit<ConnectionView, "status" | "createdAt" | "updatedAt"> & {
  status: ConnectionStatus;
  createdAt: string;
  updatedAt: string;
};

/** What the whatsappSession channel carries of a connection (lib/whatsapp/session-view.ts). */
export type ConnectionSession = Pick<
  Connection,
  | "id"
  | "name"
  | "status"
  | "qrcode"
  | "retries"
  | "phoneNumber"
  | "isDefault"
  | "isMultidevice"
  | "zapi"
  | "zapiStatus"
  | "updatedAt"
>;

/** Payloads of `whatsapp-{idGraf}` and `whatsappSession-{idGraf}`. */
export type ConnectionEvent = { action: "update"; whatsapp: Connection } | { action: "delete"; whatsappId: number };
export type SessionEvent = { action: "update"; session: ConnectionSession };
