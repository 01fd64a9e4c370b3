"use client";

import { Bell } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useSyncExternalStore } from "react";
import { useIdGraf, useSocketEvent } from "@/components/realtime/socket-provider";
import { Button } from "@/components/ui/button";
import { channels } from "@/lib/realtime/channels";
import { listShows } from "./list-events";
import type { ListFilters, TicketViewer } from "./types";
import { useLastMessageText } from "./use-last-message-text";

const EVERY_PENDING: ListFilters = { visibility: "all", queueIds: [], withoutQueue: false, tagIds: [] };

/** A short two-tone beep made on the spot (no sound file to fetch). */
function beep() {
  const audio = new AudioContext();
  const gain = audio.createGain();
  gain.gain.setValueAtTime(0.15, audio.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.35);
  gain.connect(audio.destination);
  [880, 1320].forEach((frequency, i) => {
    const tone = audio.createOscillator();
    tone.frequency.value = frequency;
    tone.connect(gain);
    tone.start(audio.currentTime + i * 0.12);
    tone.stop(audio.currentTime + 0.12 + i * 0.12);
  });
  setTimeout(() => void audio.close(), 600);
}

/**
 * A new pending ticket the viewer may take, arriving while the tab is in the background: a browser
 * notification (when allowed) and a beep. Clicking the notification opens the ticket.
 */
export function NewTicketNotifier({ viewer }: { viewer: TicketViewer }) {
  const t = useTranslations("notifications");
  const router = useRouter();
  const idGraf = useIdGraf();
  const lastMessageText = useLastMessageText();
  useSocketEvent(channels.ticket(idGraf), (event) => {
    if (event.action !== "newTicketIncoming" || !document.hidden) return;
    const { ticket } = event;
    if (!listShows(ticket, "pending", EVERY_PENDING, viewer)) return;
    beep();
    if (currentPermission() !== "granted") return;
    const notification = new Notification(t("newTicket", { name: ticket.contact.name }), {
      body: lastMessageText(ticket.lastMessage),
      tag: `ticket-${ticket.id}`,
    });
    notification.onclick = () => {
      window.focus();
      router.push(`/tickets/${ticket.id}`);
    };
  });
  return null;
}

// The browser's answer, read once and again only after asking: reading Notification.permission
// took some 25 ms of the main thread each time the ticket manager was drawn (bench/ui.ts).
let permission: NotificationPermission | "unsupported" | undefined;
const permissionListeners = new Set<() => void>();
const subscribePermission = (listener: () => void) => {
  permissionListeners.add(listener);
  return () => void permissionListeners.delete(listener);
};
const currentPermission = () =>
  (permission ??= typeof Notification === "undefined" ? "unsupported" : Notification.permission);
const permissionChanged = () => {
  permission = undefined;
  permissionListeners.forEach((listener) => listener());
};

/** Asks once, from a click, for permission to notify; hidden once the browser has an answer. */
export function NotificationsButton() {
  const t = useTranslations("notifications");
  const answer = useSyncExternalStore(subscribePermission, currentPermission, () => "unsupported");
  if (answer !== "default") return null;
  return (
    <Button
      type="button"
      size="sm"
      variant="ghost"
      onClick={() => void Notification.requestPermission().then(permissionChanged)}
    >
      <Bell />
      {t("enable")}
    </Button>
  );
}
