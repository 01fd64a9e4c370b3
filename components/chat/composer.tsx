"use client";

import { PaperclipIcon, SendIcon, XIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useEffectEvent, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import type { QuickAnswerView } from "@/lib/quick-answers/quick-answer-view";
import { WhatsAppBold } from "@/components/ui/whatsapp-bold";
import { useHydrated } from "@/lib/client/use-hydrated";
import { cn } from "@/lib/utils/cn";
import { addFiles, shortName } from "./attachments";
import { AudioRecorder } from "./audio-recorder";
import type { ComposerMode } from "./composer-mode";
import { readDraft, readSignOption, writeDraft, writeSignOption } from "./drafts";
import { MentionList } from "./mention-list";
import { QuickAnswerList, useQuickAnswers } from "./quick-answers";
import type { ChatMessage } from "./types";
import { useMentions, type Mentionable } from "./use-mentions";

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
  /** A chosen quick answer with a file: its file goes with the text. */
  onSendQuickAnswer: (quickAnswerId: number, text: string) => Promise<boolean>;
  inputRef: React.RefObject<HTMLTextAreaElement | null>;
  /** "note": an internal note (no files, signature or audio), with @ mentions. */
  mode?: ComposerMode;
  onSendNote?: (text: string, mentionedUserIds: number[]) => Promise<boolean>;
};

export function Composer({
  ticketId,
  userId,
  enabled,
  embedded,
  estimate,
  replyTo,
  onCancelReply,
  files,
  onFilesChange,
  onSendText,
  onSendFiles,
  onSendQuickAnswer,
  inputRef,
  mode,
  onSendNote,
}: Props) {
  const t = useTranslations("composer");
  const tn = useTranslations("notes");
  const note = mode === "note";
  // A button drawn by the server does nothing until React hydrates it: it shows as disabled till then.
  const canAct = useHydrated() && enabled;
  const listId = useId();
  const [text, setText] = useState(() => estimate ?? readDraft(userId, ticketId));
  const [signature, setSignature] = useState(() => readSignOption(embedded));
  const [recording, setRecording] = useState(false);
  const [busy, setBusy] = useState(false);
  const [active, setActive] = useState(0);
  // The quick answer last chosen, while its file is to go with the text.
  const [withFile, setWithFile] = useState<QuickAnswerView | null>(null);
  // Enter pressed on a '/' or an '@' while its list was still loading: it acts once the list comes.
  const enterWaiting = useRef(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const quick = useQuickAnswers(ticketId, text, !note && enabled);
  const answers = quick.answers;
  const mentions = useMentions(ticketId, text, note);
  const choosing = !note && text.startsWith("/");
  const listing = choosing ? answers.length : mentions.open ? mentions.matches.length : 0;

  useEffect(() => writeDraft(userId, ticketId, text), [userId, ticketId, text]);

  const choose = (answer: QuickAnswerView) => {
    setText(answer.message);
    setWithFile(answer.media ? answer : null);
    setActive(0);
    inputRef.current?.focus();
  };

  const mention = (user: Mentionable) => {
    setText(mentions.choose(user));
    setActive(0);
    inputRef.current?.focus();
  };

  // A quick answer's file takes the text as its caption; files attached besides go after it, and
  // stay attached if they fail (the answer went).
  const sendAnswer = async (answer: QuickAnswerView, current: string) => {
    if (!(await onSendQuickAnswer(answer.id, current))) return false;
    if (files.length && (await onSendFiles(files, ""))) onFilesChange([]);
    return true;
  };

  const send = async (current = text, answer = note ? null : withFile) => {
    if (busy || (!current.trim() && (note || (!files.length && !answer)))) return;
    setText("");
    setBusy(true);
    try {
      const ok =
        note && onSendNote
          ? await onSendNote(current, mentions.mentionedIds(current))
          : answer
            ? await sendAnswer(answer, current)
            : files.length
              ? await onSendFiles(files, current)
              : await onSendText(current, signature);
      if (!ok) setText((now) => now || current);
      else if (note) mentions.reset();
      else {
        setWithFile(null);
        if (!answer && files.length) onFilesChange([]);
      }
    } finally {
      setBusy(false);
      inputRef.current?.focus();
    }
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLTextAreaElement>) => {
    if (listing && (event.key === "ArrowDown" || event.key === "ArrowUp")) {
      event.preventDefault();
      setActive((i) => (i + (event.key === "ArrowDown" ? 1 : listing - 1)) % listing);
      return;
    }
    if (mentions.open && mentions.matches[active] && event.key === "Tab") {
      event.preventDefault();
      mention(mentions.matches[active]);
      return;
    }
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      enter();
    }
  };

  // A '/shortcut' typed whole sends its answer; a highlighted one (moved to, or matching part of
  // the shortcut) fills the input; a "/..." no quick answer matches is sent as typed.
  const enter = () => {
    if ((choosing && quick.loading) || (mentions.open && mentions.loading)) enterWaiting.current = true;
    else if (choosing && quick.exact && active === 0)
      void send(answers[0].message, answers[0].media ? answers[0] : null);
    else if (choosing && answers[active]) choose(answers[active]);
    else if (mentions.open && mentions.matches[active]) mention(mentions.matches[active]);
    else void send();
  };
  const enterOnceLoaded = useEffectEvent(() => {
    if (!enterWaiting.current) return;
    enterWaiting.current = false;
    enter();
  });
  useEffect(() => {
    if (!quick.loading && !mentions.loading) enterOnceLoaded();
  }, [quick.loading, mentions.loading]);

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
            <p className="line-clamp-2 text-muted-foreground">
              {replyTo.body ? <WhatsAppBold text={replyTo.body} /> : replyTo.mediaType}
            </p>
          </div>
          <Button variant="ghost" size="icon" aria-label={t("cancelReply")} onClick={onCancelReply}>
            <XIcon />
          </Button>
        </div>
      )}
      {(files.length > 0 || (!note && withFile?.media)) && (
        <ul aria-label={t("attachments")} className="flex flex-wrap gap-2 border-b px-4 py-2">
          {!note && withFile?.media && (
            <li className="flex items-center gap-1 rounded-md bg-muted px-2 py-1 text-xs" title={withFile.media.name}>
              <PaperclipIcon className="size-3" aria-hidden />
              {shortName(withFile.media.name)}
              <button
                type="button"
                aria-label={t("removeFile", { name: withFile.media.name })}
                onClick={() => setWithFile(null)}
              >
                <XIcon className="size-3" />
              </button>
            </li>
          )}
          {files.map((file, index) => (
            <li
              key={`${file.name}-${file.size}-${file.lastModified}`}
              className="flex items-center gap-1 rounded-md bg-muted px-2 py-1 text-xs"
              title={file.name}
            >
              {shortName(file.name)}
              <button
                type="button"
                aria-label={t("removeFile", { name: file.name })}
                onClick={() => onFilesChange(files.filter((_, i) => i !== index))}
              >
                <XIcon className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {choosing && enabled && !quick.loading && (
        <QuickAnswerList id={listId} answers={answers} active={active} onChoose={choose} />
      )}
      {mentions.open && (
        <MentionList
          id={listId}
          users={mentions.matches}
          loading={mentions.loading}
          active={active}
          onChoose={mention}
        />
      )}
      {embedded && estimate !== undefined && (
        <div className="flex justify-end px-4 pt-2">
          <Button size="sm" disabled={!canAct || busy || !text.trim()} onClick={() => void send()}>
            {t("sendEstimate")}
          </Button>
        </div>
      )}
      <div className="flex items-end gap-1 p-2">
        <input
          ref={fileInput}
          type="file"
          multiple
          hidden
          onChange={(event) => (pick(event.target.files), (event.target.value = ""))}
        />
        {!note && (
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={t("attach")}
            disabled={!canAct || recording}
            onClick={() => fileInput.current?.click()}
          >
            <PaperclipIcon />
          </Button>
        )}
        {!embedded && !note && (
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
          aria-label={note ? tn("label") : t("label")}
          aria-controls={choosing || mentions.open ? listId : undefined}
          aria-activedescendant={listing ? `${listId}-${active}` : undefined}
          placeholder={note ? tn("placeholder") : enabled ? t("placeholder") : t("placeholderClosed")}
          onChange={(event) => (setText(event.target.value), setActive(0), (enterWaiting.current = false))}
          onKeyDown={onKeyDown}
          className={cn(
            "field-sizing-content max-h-[calc(4lh+1rem)] min-h-9 flex-1 resize-none rounded-md border border-input bg-background px-3 py-2 text-sm outline-none",
            "focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-60",
            note && "border-amber-400 bg-amber-50 dark:bg-amber-950/40",
          )}
        />
        {text.trim() || files.length || withFile || note ? (
          <Button
            type="button"
            size="icon"
            aria-label={note ? tn("send") : t("send")}
            disabled={!canAct || busy}
            onClick={() => void send()}
          >
            <SendIcon />
          </Button>
        ) : (
          <AudioRecorder
            disabled={!canAct}
            onActiveChange={setRecording}
            onRecorded={async (file) => void (await onSendFiles([file], ""))}
          />
        )}
      </div>
    </div>
  );
}
