import { CheckCheckIcon, CheckIcon, ClockIcon } from "lucide-react";
import { useMessageTexts } from "./message-texts";

/** Spec section 4: 0 clock, 1-2 single tick, 3 double tick, 4-5 double blue tick. */
export function AckIcon({ ack }: { ack: number }) {
  const t = useMessageTexts();
  if (ack <= 0) return <ClockIcon className="size-3.5" role="img" aria-label={t("ack0")} data-ack={ack} />;
  if (ack <= 2) return <CheckIcon className="size-3.5" role="img" aria-label={t("ack1")} data-ack={ack} />;
  if (ack === 3) return <CheckCheckIcon className="size-3.5" role="img" aria-label={t("ack3")} data-ack={ack} />;
  return <CheckCheckIcon className="size-3.5 text-sky-500" role="img" aria-label={t("ack4")} data-ack={ack} />;
}
