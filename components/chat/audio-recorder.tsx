"use client";

import { MicIcon, SendIcon, XIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useErrorToast } from "@/components/ui/use-error-toast";
import { encodeMp3, MIN_AUDIO_BYTES } from "./encode-mp3";

type Props = {
  disabled: boolean;
  onRecorded: (file: File) => Promise<void>;
  onActiveChange: (active: boolean) => void;
};

/** Audio recording: idle, recording (with a timer) and sending (spec section 4). */
export function AudioRecorder({ disabled, onRecorded, onActiveChange }: Props) {
  const t = useTranslations("composer");
  const showError = useErrorToast();
  const [phase, setPhase] = useState<"idle" | "recording" | "sending">("idle");
  const [seconds, setSeconds] = useState(0);
  const recorder = useRef<MediaRecorder | null>(null);
  const keep = useRef(false);

  useEffect(() => onActiveChange(phase !== "idle"), [phase, onActiveChange]);
  useEffect(() => {
    if (phase !== "recording") return;
    const timer = setInterval(() => setSeconds((s) => s + 1), 1000);
    return () => clearInterval(timer);
  }, [phase]);
  useEffect(() => () => recorder.current?.stop(), []);

  const start = async () => {
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const chunks: Blob[] = [];
      const media = new MediaRecorder(stream);
      media.ondataavailable = (event) => chunks.push(event.data);
      media.onstop = async () => {
        stream.getTracks().forEach((track) => track.stop());
        recorder.current = null;
        if (!keep.current) return setPhase("idle");
        setPhase("sending");
        try {
          const mp3 = await encodeMp3(new Blob(chunks, { type: media.mimeType }));
          if (mp3.size >= MIN_AUDIO_BYTES)
            await onRecorded(new File([mp3], `audio-${Date.now()}.mp3`, { type: "audio/mpeg" }));
        } catch (error) {
          showError(error);
        } finally {
          setPhase("idle");
        }
      };
      recorder.current = media;
      keep.current = false;
      setSeconds(0);
      media.start();
      setPhase("recording");
    } catch (error) {
      showError(error);
    }
  };
  const stop = (send: boolean) => {
    keep.current = send;
    recorder.current?.stop();
  };

  if (phase === "sending") return <Spinner aria-label={t("sendingAudio")} className="m-2" />;
  if (phase === "recording") {
    return (
      <div className="flex items-center gap-1">
        <Button type="button" variant="ghost" size="icon" aria-label={t("cancelAudio")} onClick={() => stop(false)}>
          <XIcon />
        </Button>
        <span
          role="timer"
          aria-label={t("recording")}
          className="w-12 text-center text-sm tabular-nums text-destructive"
        >
          {Math.floor(seconds / 60)}:{String(seconds % 60).padStart(2, "0")}
        </span>
        <Button type="button" size="icon" aria-label={t("sendAudio")} onClick={() => stop(true)}>
          <SendIcon />
        </Button>
      </div>
    );
  }
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      aria-label={t("recordAudio")}
      disabled={disabled}
      onClick={() => void start()}
    >
      <MicIcon />
    </Button>
  );
}
