// Socket.IO rooms. A socket is put in these by the server after it authenticates; a client never
// names a room itself.
export const tenantRoom = (idGraf: number) => `tenant:${idGraf}`;
export const userRoom = (userId: number) => `user:${userId}`;
export const ticketRoom = (ticketId: number) => `ticket:${ticketId}`;
