"use client";

import { useEffect } from "react";
import { useSocket } from "@/components/realtime/socket-provider";

/** Joins the ticket's chat room (spec section 4) while the chat is open, again after a reconnect. */
export function useChatRoom(ticketId: number) {
  const socket = useSocket();
  useEffect(() => {
    if (!socket) return;
    const join = () => socket.emit("joinChatBox", ticketId);
    join();
    socket.on("connect", join);
    return () => {
      socket.off("connect", join);
      socket.emit("leaveChatBox", ticketId);
    };
  }, [socket, ticketId]);
}
