"use client";

import { PaperclipIcon, SendIcon, XIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { cn } from "@/lib/utils/cn";
import { addFiles, shortName } from "./attachments";
import { AudioRecorder } from "./audio-recorder";
import { readDraft, readSignOption, writeDraft, writeSignOption } from "./drafts";
import { QuickAnswerList, useQuickAnswers, type QuickAnswer } from "./quick-answers";
import type { ChatMessage } from "./types";

type Props = {
  ticketId: number;
  /** The signed-in user, whose drafts these are. */
  userId: number;
  enabled: boolean;
  embedded: boolean;
  /** Prefilled text (the embedded view's decoded paramEstimate), sent by the 'Enviar Orçamento' button. */
  estimate?: string;
  replyTo: ChatMessage | null;
  onCancelReply: () => void;
  files: File[];
  onFilesChange: (files: File[]) => void;
  /** Resolve false when nothing was sent: the text comes back into the input. */
  onSendText: (text: string, signature: boolean) => Promise<boolean>;
  onSendFiles: (files: File[], text: string) => Promise<boolean>;
  inputRef: React.RefObject<HTMLTextAreaElement | null>;
};

export function Composer({ ticketId, userId, enabled, embedded, estimate, replyTo, onCancelReply, files, onFilesChange, onSendText, onSendFiles, inputRef }: Props) {
  const t = useTranslations("composer");
  const listId = useId();
  const [text, setText] = useState(() => estimate ?? readDraft(userId, ticketId));
  const [signature, setSignature] = useState(() => readSignOption(embedded));
  const [recording, setRecording] = useState(false);
  const [busy, setBusy] = useState(false);
  const [active, setActive] = useState(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const answers = useQuickAnswers(text);
  const choosing = text.startsWith("/");

  useEffect(() => writeDraft(userId, ticketId, text), [userId, ticketId, text]);

  const choose = (answer: QuickAnswer) => {
    setText(answer.message);
    setActive(0);
    inputRef.current?.focus();
  };

  const send = async () => {
    const current = text;
    if (busy || (!current.trim() && !files.length)) return;
    setText("");
    setBusy(true);
    try {
      const ok = files.length ? await onSendFiles(files, current) : await onSendText(current, signature);
      if (!ok) setText((now) => now || current);
      else if (files.length) onFilesChange([]);
    } finally {
      setBusy(false);
      inputRef.current?.focus();
    }
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLTextAreaElement>) => {
    if (choosing && answers.length && (event.key === "ArrowDown" || event.key === "ArrowUp")) {
      event.preventDefault();
      setActive((i) => (i + (event.key === "ArrowDown" ? 1 : answers.length - 1)) % answers.length);
      return;
    }
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (choosing && answers[active]) choose(answers[active]);
      else void send();
    }
  };

  const pick = (list: FileList | null) => {
    const added = addFiles(files, Array.from(list ?? []));
    if (added.tooLarge) toast.error(t("tooLarge"));
    else onFilesChange(added.files);
  };

  return (
    <div className="border-t bg-background">
      {replyTo && (
        <div className="flex items-start gap-2 border-b px-4 py-2">
          <div className="min-w-0 flex-1 rounded border-l-4 border-primary bg-muted px-2 py-1 text-xs">
            <p className="font-medium">{t("replyingTo")}</p>
            <p className="line-clamp-2 text-muted-foreground">{replyTo.body || replyTo.mediaType}</p>
          </div>
          <Button variant="ghost" size="icon" aria-label={t("cancelReply")} onClick={onCancelReply}>
            <XIcon />
          </Button>
        </div>
      )}
      {files.length > 0 && (
        <ul aria-label={t("attachments")} className="flex flex-wrap gap-2 border-b px-4 py-2">
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`} className="flex items-center gap-1 rounded-md bg-muted px-2 py-1 text-xs" title={file.name}>
              {shortName(file.name)}
              <button type="button" aria-label={t("removeFile", { name: file.name })} onClick={() => onFilesChange(files.filter((_, i) => i !== index))}>
                <XIcon className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {choosing && enabled && <QuickAnswerList id={listId} answers={answers} active={active} onChoose={choose} />}
      {embedded && estimate !== undefined && (
        <div className="flex justify-end px-4 pt-2">
          <Button size="sm" disabled={!enabled || busy || !text.trim()} onClick={() => void send()}>
            {t("sendEstimate")}
          </Button>
        </div>
      )}
      <div className="flex items-end gap-1 p-2">
        <input ref={fileInput} type="file" multiple hidden onChange={(event) => (pick(event.target.files), (event.target.value = ""))} />
        <Button type="button" variant="ghost" size="icon" aria-label={t("attach")} disabled={!enabled || recording} onClick={() => fileInput.current?.click()}>
          <PaperclipIcon />
        </Button>
        {!embedded && (
          <label className="flex items-center gap-1 self-center text-xs text-muted-foreground" title={t("signature")}>
            <input
              type="checkbox"
              className="accent-primary"
              checked={signature}
              disabled={!enabled}
              onChange={(event) => (setSignature(event.target.checked), writeSignOption(event.target.checked))}
            />
            <span className="sr-only sm:not-sr-only">{t("signature")}</span>
          </label>
        )}
        <textarea
          ref={inputRef}
          rows={1}
          value={text}
          disabled={!enabled || recording}
          aria-label={t("label")}
          aria-controls={choosing ? listId : undefined}
          aria-activedescendant={choosing && answers.length ? `${listId}-${active}` : undefined}
          placeholder={enabled ? t("placeholder") : t("placeholderClosed")}
          onChange={(event) => (setText(event.target.value), setActive(0))}
          onKeyDown={onKeyDown}
          className={cn(
            "field-sizing-content max-h-[calc(4lh+1rem)] min-h-9 flex-1 resize-none rounded-md border border-input bg-background px-3 py-2 text-sm outline-none",
            "focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-60",
          )}
        />
        {text.trim() || files.length ? (
          <Button type="button" size="icon" aria-label={t("send")} disabled={!enabled || busy} onClick={() => void send()}>
            <SendIcon />
          </Button>
        ) : (
          <AudioRecorder disabled={!enabled} onActiveChange={setRecording} onRecorded={async (file) => void (await onSendFiles([file], ""))} />
        )}
      </div>
    </div>
  );
}
