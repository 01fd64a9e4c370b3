import { cn } from "@/lib/utils/cn";

/** A contact's picture, or the initial of the name. */
export function ContactAvatar({ name, url, className }: { name: string; url: string | null; className?: string }) {
  return (
    <span
      className={cn(
        "flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-full bg-muted font-medium",
        className,
      )}
      aria-hidden
    >
      {url ? (
        // eslint-disable-next-line @next/next/no-img-element -- contact pictures come from many hosts
        <img src={url} alt="" className="size-full object-cover" />
      ) : (
        (name.trim()[0] ?? "?").toUpperCase()
      )}
    </span>
  );
}
