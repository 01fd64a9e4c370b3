"use client";

import { useEffect, useEffectEvent } from "react";

/** Esc for the chat, unless an open dialog, sheet or menu takes it first. */
export function useEscape(handler: () => void) {
  const onEscape = useEffectEvent(handler);
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      if (document.querySelector('[role="dialog"], [role="alertdialog"], [role="menu"]')) return;
      onEscape();
    };
    document.addEventListener("keydown", listener);
    return () => document.removeEventListener("keydown", listener);
  }, []);
}
