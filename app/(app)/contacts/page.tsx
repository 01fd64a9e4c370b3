import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { ContactsScreen } from "@/components/contacts/contacts-screen";
import { resolveCaller } from "@/lib/auth/caller";
import { can } from "@/lib/auth/permissions";
import { listImportConnections } from "@/lib/contacts/list-import-connections";

export default async function ContactsPage() {
  const caller = await resolveCaller(await headers());
  if (!caller) redirect("/login");
  return (
    <ContactsScreen
      viewer={{ id: caller.userId, canDelete: can(caller, "contacts-page:deleteContact") }}
      importConnections={await listImportConnections(caller)}
    />
  );
}
