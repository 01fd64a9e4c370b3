// Socket.IO rooms. The server puts a socket in these from its user's current state
// (lib/realtime/member-rooms.ts); a client never names a room itself.

/** Everyone of the tenant: data every member may read (users, queues, contacts, pending tickets without a queue). */
export const tenantRoom = (idGraf: number) => `tenant:${idGraf}`;
/** Admins and SUPERADMIN of the tenant: connections, sessions, settings. */
export const adminsRoom = (idGraf: number) => `admins:${idGraf}`;
/** Those who may see every ticket of the tenant: admins and users with canSeeAllTickets. */
export const seeAllRoom = (idGraf: number) => `tenant-all:${idGraf}`;
/** The members of a queue (department) who see only their own scope: its pending tickets. */
export const queueRoom = (queueId: number) => `queue:${queueId}`;
export const userRoom = (userId: number) => `user:${userId}`;
export const ticketRoom = (ticketId: number) => `ticket:${ticketId}`;
