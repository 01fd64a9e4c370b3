export type Tag = { id: number; name: string; color: string; ticketsCount?: number };
