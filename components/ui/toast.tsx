"use client";

import * as React from "react";
import { cn } from "@/lib/utils/cn";

type ToastVariant = "success" | "error";
type ToastItem = { id: number; text: string; variant: ToastVariant };

const TOAST_DURATION_MS = 3000;
const NO_TOASTS: ToastItem[] = [];

let toasts = NO_TOASTS;
let nextId = 0;
const listeners = new Set<() => void>();

function setToasts(next: ToastItem[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function show(variant: ToastVariant, text: string) {
  const id = ++nextId;
  setToasts([...toasts, { id, text, variant }]);
  setTimeout(() => setToasts(toasts.filter((item) => item.id !== id)), TOAST_DURATION_MS);
}

const toast = {
  success: (text: string) => show("success", text),
  error: (text: string) => show("error", text),
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function Toaster() {
  const items = React.useSyncExternalStore(
    subscribe,
    () => toasts,
    () => NO_TOASTS,
  );
  return (
    // aria-live keeps toasts readable while a modal dialog hides the rest of the page. At the top:
    // a dialog's buttons are in its footer, at the bottom of the screen when the dialog is tall.
    <div
      aria-live="polite"
      data-testid="toaster"
      className="pointer-events-none fixed inset-x-0 top-4 z-100 flex flex-col items-center gap-2 px-4"
    >
      {items.map((item) => (
        <div
          key={item.id}
          role="status"
          data-variant={item.variant}
          className={cn(
            "pointer-events-auto max-w-sm rounded-md px-4 py-3 text-sm font-medium shadow-lg motion-safe:animate-fade-in",
            item.variant === "success"
              ? "bg-success text-success-foreground"
              : "bg-destructive text-destructive-foreground",
          )}
        >
          {item.text}
        </div>
      ))}
    </div>
  );
}

export { Toaster, toast };
