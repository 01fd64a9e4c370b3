import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { QuickAnswersScreen } from "@/components/quick-answers/quick-answers-screen";
import { resolveCaller } from "@/lib/auth/caller";
import { listQueueOptions } from "@/lib/queues/list-queue-options";

export default async function QuickAnswersPage() {
  const caller = await resolveCaller(await headers());
  if (!caller) redirect("/login");
  return <QuickAnswersScreen queues={await listQueueOptions(caller)} />;
}
