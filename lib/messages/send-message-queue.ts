// The send queue's name and payload, apart from the job that handles them: the outbound store
// enqueues sends without importing the job's dependencies (sessions, providers, inbound flow).
export const SEND_MESSAGE_QUEUE = "send-message";
export type SendMessagePayload = { messageId: number };
