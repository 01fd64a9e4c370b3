"use client";

import { useTranslations } from "next-intl";

/** Spec section 2: the overlay a file dragged over the chat shows; dropping attaches it. */
export function DropOverlay({ onDrop, onLeave }: { onDrop: (files: FileList) => void; onLeave: () => void }) {
  const t = useTranslations("chat");
  return (
    <div
      className="absolute inset-0 z-40 flex flex-col items-center justify-center gap-1 border-4 border-dashed border-primary bg-background/90 text-center"
      onDragOver={(event) => event.preventDefault()}
      onDragLeave={onLeave}
      onDrop={(event) => {
        event.preventDefault();
        onLeave();
        onDrop(event.dataTransfer.files);
      }}
    >
      <p className="text-lg font-medium">{t("dropTitle")}</p>
      <p className="text-sm text-muted-foreground">{t("dropSubtitle")}</p>
    </div>
  );
}
