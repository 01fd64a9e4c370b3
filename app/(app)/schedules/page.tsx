import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { SchedulesScreen } from "@/components/schedules/schedules-screen";
import { resolveCaller } from "@/lib/auth/caller";
import { scheduleContactFromQuery } from "@/lib/schedules/schedule-contact";

type Props = { searchParams: Promise<{ contactId?: string }> };

export default async function SchedulesPage({ searchParams }: Props) {
  const caller = await resolveCaller(await headers());
  if (!caller) redirect("/login");
  return <SchedulesScreen initialContact={await scheduleContactFromQuery(caller, (await searchParams).contactId)} />;
}
