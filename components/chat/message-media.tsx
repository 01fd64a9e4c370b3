"use client";

import { FileIcon, MapPinIcon, PhoneMissedIcon, PlayIcon, UserIcon } from "lucide-react";
import { useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { WhatsAppBold } from "@/components/ui/whatsapp-bold";
import { downloadPath, mediaParts, thumbnailPath, timeOf, vcardName, vcardNumber } from "./format";
import { MediaTooLarge } from "./media-too-large";
import { useMessageTexts } from "./message-texts";
import { ReactionContent } from "./reactions";
import { StartConversation } from "./start-conversation";
import type { ChatMessage } from "./types";

type Data = { waitingMessage?: boolean } | null;

type VisualKind = "image" | "video" | "sticker";

// Media take their box before they load (the message has no dimensions), so a row keeps the height
// the list measured when it was drawn: a row that grows later moves everything below it.
const BOX: Record<VisualKind, string> = {
  image: "size-60 max-w-full rounded object-cover",
  video: "h-44 w-64 max-w-full rounded bg-black object-contain",
  sticker: "size-32 object-contain",
};

/** A video's still with a play mark; a plain tile when the still cannot be made. */
function VideoStill({ url, name }: { url: string; name: string }) {
  const [failed, setFailed] = useState(false);
  const still = thumbnailPath(url);
  return (
    <span className={`${BOX.video} relative flex items-center justify-center overflow-hidden`}>
      {still && !failed && (
        // eslint-disable-next-line @next/next/no-img-element -- authenticated media, not optimisable
        <img src={still} alt={name} className="size-full object-contain" onError={() => setFailed(true)} />
      )}
      <PlayIcon className="absolute size-10 rounded-full bg-black/50 p-2 text-white" aria-hidden />
    </span>
  );
}

/** An image or a video's still inline, opening full size in a dialog; its own error text when it fails. */
function Visual({ url, kind, name }: { url: string; kind: VisualKind; name: string }) {
  const t = useMessageTexts();
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);
  const errorText = <p className="text-sm text-destructive">{kind === "video" ? t("videoError") : t("imageError")}</p>;
  if (failed && kind !== "video") return errorText;
  const inline =
    kind === "video" ? (
      <VideoStill url={url} name={name} />
    ) : (
      // eslint-disable-next-line @next/next/no-img-element -- authenticated media, not optimisable
      <img src={url} alt={name} className={BOX[kind]} onError={() => setFailed(true)} />
    );
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="block rounded focus-visible:ring-2 focus-visible:ring-ring outline-none"
        aria-label={t("openMedia")}
      >
        {inline}
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-[95vw] sm:max-w-4xl" closeLabel={t("close")}>
          <DialogTitle className="truncate pr-6">{name}</DialogTitle>
          <DialogDescription className="sr-only">{name}</DialogDescription>
          {kind !== "video" ? (
            // eslint-disable-next-line @next/next/no-img-element -- authenticated media
            <img src={url} alt={name} className="max-h-[80vh] w-full object-contain" />
          ) : failed ? (
            errorText
          ) : (
            <video src={url} controls autoPlay className="max-h-[80vh] w-full" onError={() => setFailed(true)} />
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}

function Location({ body }: { body: string }) {
  const t = useMessageTexts();
  const [image, link] = body.includes("|") ? body.split("|") : [null, body];
  const href = link && /^https?:\/\//.test(link) ? link : null;
  return (
    <div className="flex flex-col gap-1">
      {image && (
        // eslint-disable-next-line @next/next/no-img-element -- provider thumbnail
        <img
          src={image.startsWith("data:") || image.startsWith("http") ? image : `data:image/png;base64,${image}`}
          alt={t("location")}
          className="h-40 w-60 max-w-full rounded object-cover"
        />
      )}
      {href ? (
        <a href={href} target="_blank" rel="noreferrer" className="flex items-center gap-1 text-sm underline">
          <MapPinIcon className="size-4" /> {t("openLocation")}
        </a>
      ) : (
        <p className="flex items-center gap-1 text-sm">
          <MapPinIcon className="size-4" /> {link || t("location")}
        </p>
      )}
    </div>
  );
}

function ContactCard({ vcard }: { vcard: string }) {
  const t = useMessageTexts();
  const number = vcardNumber(vcard);
  return (
    <div className="flex items-center gap-2 rounded-md bg-background/60 p-2 text-sm">
      <UserIcon className="size-8 rounded-full bg-muted p-1.5" aria-hidden />
      <div>
        <p className="font-medium">{vcardName(vcard) ?? t("contactCard")}</p>
        {number ? (
          <p className="text-muted-foreground">+{number}</p>
        ) : (
          <p className="text-destructive">{t("contactNoNumber")}</p>
        )}
        {number && <StartConversation name={vcardName(vcard) ?? `+${number}`} number={number} />}
      </div>
    </div>
  );
}

function Unavailable() {
  const t = useMessageTexts();
  return (
    <div className="text-sm">
      <p className="font-medium">{t("unavailable")}</p>
      <p className="text-muted-foreground">{t("openOnPhone")}</p>
    </div>
  );
}

const isVisual = (mediaType: string | null): mediaType is VisualKind =>
  mediaType === "image" || mediaType === "video" || mediaType === "sticker";

const TEXT_KINDS = new Set([null, "", "conversation", "extendedTextMessage", "chat", "templateMessage"]);
const MEDIA_KINDS = new Set(["image", "video", "audio", "sticker", "document"]);

/** The content of a bubble by media type (spec sections 3, 4 and 8). */
export function MessageContent({ message }: { message: ChatMessage }) {
  const t = useMessageTexts();
  const { mediaType, mediaUrl, body } = message;
  const name = message.mediaNameOriginal ?? body;
  if ((message.dataJson as Data)?.waitingMessage)
    return <p className="text-sm italic text-muted-foreground">{t("waiting")}</p>;
  if (mediaUrl?.endsWith("ERROR")) return <p className="text-sm text-destructive">{t("processingError")}</p>;
  if (mediaUrl?.endsWith("TOO_LARGE")) return <MediaTooLarge name={name} />;
  if (mediaUrl?.endsWith("PENDING")) {
    const box = isVisual(mediaType) ? BOX[mediaType] : undefined;
    return (
      <div className={box ? `${box} flex items-center justify-center bg-muted` : undefined}>
        <Spinner aria-label={t("mediaPending")} className="m-2" />
      </div>
    );
  }
  if (mediaType === "call_log") {
    return (
      <p className="flex items-center gap-1 text-sm text-destructive">
        <PhoneMissedIcon className="size-4" /> {t("missedCall", { time: timeOf(message.createdAt) })}
      </p>
    );
  }
  if (mediaType === "locationMessage") return <Location body={body} />;
  if (mediaType === "liveLocationMessage") return <p className="text-sm">{t("liveLocation")}</p>;
  if (mediaType === "contactMessage") return <ContactCard vcard={body} />;
  if (mediaType === "reactionMessage") return <ReactionContent message={message} />;
  if (TEXT_KINDS.has(mediaType) && !mediaUrl) return body ? <Text text={body} /> : <Unavailable />;
  if (!mediaUrl) return MEDIA_KINDS.has(mediaType ?? "") ? <Text text={body} /> : <Unavailable />;
  if (!mediaParts(mediaUrl)) return <p className="text-sm text-destructive">{t("invalidUrl")}</p>;
  const caption = body && body !== name ? <Text text={body} /> : null;
  if (isVisual(mediaType)) {
    return (
      <div className="flex flex-col gap-1">
        <Visual url={mediaUrl} kind={mediaType} name={name} />
        {caption}
      </div>
    );
  }
  if (mediaType === "audio") return <AudioPlayer url={mediaUrl} />;
  return (
    <div className="flex flex-col gap-1">
      <a
        href={downloadPath(mediaUrl) ?? mediaUrl}
        download={name}
        className="flex items-center gap-2 rounded-md bg-background/60 p-2 text-sm underline-offset-2 hover:underline"
      >
        <FileIcon className="size-6 shrink-0" aria-hidden />
        <span className="break-all">{name}</span>
      </a>
      {caption}
    </div>
  );
}

function AudioPlayer({ url }: { url: string }) {
  const t = useMessageTexts();
  const [failed, setFailed] = useState(false);
  if (failed) return <p className="text-sm text-destructive">{t("mediaError")}</p>;
  return (
    <audio
      src={url}
      controls
      preload="metadata"
      className="h-12 w-72 max-w-full"
      aria-label={t("audio")}
      onError={() => setFailed(true)}
    />
  );
}

/** A message's text with its bold marks and line breaks. */
export function Text({ text }: { text: string }) {
  return (
    <p className="text-sm break-words whitespace-pre-wrap">
      <WhatsAppBold text={text} />
    </p>
  );
}
