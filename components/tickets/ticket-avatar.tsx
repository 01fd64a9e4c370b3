import { cn } from "@/lib/utils/cn";

/** The contact's picture when it has a web address, else the initial of its name. */
export function TicketAvatar({
  name,
  picture,
  className,
}: {
  name: string;
  picture: string | null;
  className?: string;
}) {
  const base = cn(
    "flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-full bg-muted text-sm font-semibold uppercase",
    className,
  );
  if (picture && /^https?:\/\//.test(picture)) {
    // eslint-disable-next-line @next/next/no-img-element -- contacts' pictures live on WhatsApp's servers, not ours
    return <img src={picture} alt="" width={40} height={40} className={base} />;
  }
  return (
    <span aria-hidden className={base}>
      {name.trim().charAt(0) || "?"}
    </span>
  );
}
