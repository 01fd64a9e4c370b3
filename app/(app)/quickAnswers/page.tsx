import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { QuickAnswersScreen } from "@/components/quick-answers/quick-answers-screen";
import { resolveCaller } from "@/lib/auth/caller";

export default async function QuickAnswersPage() {
  if (!(await resolveCaller(await headers()))) redirect("/login");
  return <QuickAnswersScreen />;
}
