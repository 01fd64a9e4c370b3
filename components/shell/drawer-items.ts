import {
  Building2,
  CalendarClock,
  ContactRound,
  LayoutDashboard,
  MessageSquareText,
  MessagesSquare,
  Settings,
  Smartphone,
  Tags,
  Users,
  type LucideIcon,
} from "lucide-react";

export type DrawerItem = { href: string; label: string; icon: LucideIcon };

export const mainItems: DrawerItem[] = [
  { href: "/", label: "dashboard", icon: LayoutDashboard },
  { href: "/tickets", label: "tickets", icon: MessagesSquare },
  { href: "/contacts", label: "contacts", icon: ContactRound },
  { href: "/quickAnswers", label: "quickAnswers", icon: MessageSquareText },
  { href: "/schedules", label: "schedules", icon: CalendarClock },
];

export const adminItems: DrawerItem[] = [
  { href: "/connections", label: "connections", icon: Smartphone },
  { href: "/users", label: "users", icon: Users },
  { href: "/queues", label: "queues", icon: Building2 },
  { href: "/tags", label: "tags", icon: Tags },
  { href: "/settings", label: "settings", icon: Settings },
];
