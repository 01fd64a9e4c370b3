import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { UndeliveredScreen } from "@/components/undelivered/undelivered-screen";
import { resolveCaller } from "@/lib/auth/caller";

export default async function UndeliveredPage() {
  if (!(await resolveCaller(await headers()))) redirect("/login");
  return <UndeliveredScreen />;
}
