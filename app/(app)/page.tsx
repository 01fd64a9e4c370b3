import { redirect } from "next/navigation";

// The dashboard is not built yet; home opens the conversations.
export default function HomePage() {
  redirect("/tickets");
}
