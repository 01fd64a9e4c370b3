export type BulkBatch = {
  id: number;
  whatsappId: number;
  whatsapp: { name: string };
  status: "running" | "paused" | "done" | "cancelled";
  total: number;
  sent: number;
  failed: number;
  skipped: number;
  waiting: number;
  nextSendAt: string | null;
  createdAt: string;
};

export type ConnectionChoice = { id: number; name: string };
