import {
  ChartColumn,
  Building2,
  CalendarClock,
  ContactRound,
  FlaskConical,
  LayoutDashboard,
  MailWarning,
  MessageSquareText,
  MessagesSquare,
  Plug,
  Send,
  Settings,
  SlidersHorizontal,
  Smartphone,
  Tags,
  Users,
  type LucideIcon,
} from "lucide-react";
import type { ComponentType } from "react";
import { ConnectionsBadge } from "@/components/connections/connections-badge";
import { UndeliveredBadge } from "@/components/undelivered/undelivered-badge";

export type DrawerItem = { href: string; label: string; icon: LucideIcon; badge?: ComponentType };

export const mainItems: DrawerItem[] = [
  { href: "/", label: "dashboard", icon: LayoutDashboard },
  { href: "/tickets", label: "tickets", icon: MessagesSquare },
  { href: "/contacts", label: "contacts", icon: ContactRound },
  { href: "/quickAnswers", label: "quickAnswers", icon: MessageSquareText },
  { href: "/schedules", label: "schedules", icon: CalendarClock },
  { href: "/BulkMessage", label: "bulkMessage", icon: Send },
  { href: "/SettingsMessage", label: "settingsMessage", icon: SlidersHorizontal },
  { href: "/undelivered", label: "undelivered", icon: MailWarning, badge: UndeliveredBadge },
];

export const adminItems: DrawerItem[] = [
  { href: "/connections", label: "connections", icon: Smartphone, badge: ConnectionsBadge },
  { href: "/users", label: "users", icon: Users },
  { href: "/queues", label: "queues", icon: Building2 },
  { href: "/tags", label: "tags", icon: Tags },
  { href: "/settings", label: "settings", icon: Settings },
  { href: "/reports", label: "reports", icon: ChartColumn },
  { href: "/integrations", label: "integrations", icon: Plug },
];

/** Shown with the admin group only while the simulator is enabled. */
export const simulatorItem: DrawerItem = { href: "/simulator", label: "simulator", icon: FlaskConical };
