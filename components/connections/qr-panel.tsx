"use client";

import { RefreshCw } from "lucide-react";
import { useTranslations } from "next-intl";
import { QRCodeSVG } from "qrcode.react";
import { useEffect, useState } from "react";
import useSWR from "swr";
import { useIdGraf, useSocketEvent } from "@/components/realtime/socket-provider";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useErrorToast } from "@/components/ui/use-error-toast";
import { api, fetcher } from "@/lib/client/api";
import { channels } from "@/lib/realtime/channels";
import { qrView } from "./qr-view";
import type { Connection } from "./types";

// Spec section 9: the QR is 256 px; a provider-hosted (Z-API) QR expires after 20 s.
const QR_SIZE_PX = 256;
const PROVIDER_QR_EXPIRY_MS = 20_000;

type Props = { connection: Pick<Connection, "id" | "zapi">; onPaired: () => void };

/** The current QR of one connection: live through the session channel, closed by an empty one. */
export function QrPanel({ connection, onPaired }: Props) {
  const t = useTranslations("qrDialog");
  const idGraf = useIdGraf();
  const showError = useErrorToast();
  const { data, mutate } = useSWR<{ qrcode: string }>(`/whatsapp/${connection.id}/generate-qr`, fetcher, {
    revalidateOnFocus: false,
    onError: showError,
  });
  useSocketEvent(channels.whatsappSession(idGraf), ({ session }) => {
    if (session.id !== connection.id) return;
    if (session.qrcode) void mutate({ qrcode: session.qrcode }, { revalidate: false });
    else onPaired();
  });
  const expired = useExpired(connection.zapi ? data : undefined);
  const view = qrView(data?.qrcode);

  useEffect(() => {
    if (view.kind === "tooLarge") console.log("QR Code muito grande");
  }, [view.kind]);

  const reload = async () => {
    try {
      await mutate(await api<{ qrcode: string }>(`/whatsapp-zapi-fetchsession/${connection.id}`), {
        revalidate: false,
      });
    } catch (error) {
      showError(error);
    }
  };

  return (
    <div className="relative mx-auto flex size-64 items-center justify-center">
      {view.kind === "waiting" && <Spinner className="size-8" aria-label={t("waiting")} />}
      {view.kind === "tooLarge" && <p className="text-center text-sm text-muted-foreground">{t("unavailable")}</p>}
      {view.kind === "code" && (
        <QRCodeSVG value={view.value} size={QR_SIZE_PX} role="img" aria-label={t("alt")} marginSize={0} />
      )}
      {view.kind === "image" && (
        // A data URL from the provider: nothing for next/image to optimise.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={view.src} alt={t("alt")} width={QR_SIZE_PX} height={QR_SIZE_PX} />
      )}
      {expired && (
        <Button
          variant="secondary"
          size="icon"
          className="absolute inset-0 m-auto size-12 rounded-full"
          aria-label={t("reload")}
          onClick={() => void reload()}
        >
          <RefreshCw className="size-6" />
        </Button>
      )}
    </div>
  );
}

/** Whether `loaded` (a QR response object; each reload is a new one) is older than the expiry. */
function useExpired(loaded: object | undefined) {
  const [expiredOne, setExpiredOne] = useState<object>();
  useEffect(() => {
    if (!loaded) return;
    const timer = setTimeout(() => setExpiredOne(loaded), PROVIDER_QR_EXPIRY_MS);
    return () => clearTimeout(timer);
  }, [loaded]);
  return loaded !== undefined && expiredOne === loaded;
}
