export type QuickAnswer = { id: number; shortcut: string; message: string };
