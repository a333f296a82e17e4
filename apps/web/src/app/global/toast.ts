// Toasts (3000 ms, success or error, optional jump link) and the snackbar (2000 ms by default),
// shell §9. Any code may call them; GlobalHost renders them.
import { UI } from "@textbook/shared";
import { createStore } from "./notice-store.ts";

export interface ToastLink {
  label: string;
  /** An in-app path or an absolute URL. */
  to: string;
}

export interface ToastItem {
  id: number;
  kind: "success" | "error";
  text: string;
  link?: ToastLink;
}

export interface SnackbarItem {
  id: number;
  text: string;
}

export const toastStore = createStore<ToastItem>();
export const snackbarStore = createStore<SnackbarItem>();
let nextId = 1;

function showToast(kind: ToastItem["kind"], text: string, link?: ToastLink): number {
  const id = nextId++;
  toastStore.add({ id, kind, text, link });
  setTimeout(() => toastStore.remove((item) => item.id === id), UI.toastMs);
  return id;
}

export const toast = {
  success: (text: string, link?: ToastLink) => showToast("success", text, link),
  error: (text: string, link?: ToastLink) => showToast("error", text, link),
  dismiss: (id: number) => toastStore.remove((item) => item.id === id),
};

/** One snackbar at a time: a new one replaces the current. */
export function snackbar(text: string, durationMs: number = UI.snackbarMs): number {
  const id = nextId++;
  snackbarStore.remove(() => true);
  snackbarStore.add({ id, text });
  setTimeout(() => snackbarStore.remove((item) => item.id === id), durationMs);
  return id;
}
