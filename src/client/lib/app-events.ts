/**
 * A small application-wide event bus (spec/client-view-and-downloads.md §2.5): one part of the
 * page announces something ('refresh:category:totals' with a category id) and any listener,
 * wherever it is mounted, reacts. Built on one EventTarget; listeners are removed on unmount.
 */
import { useEffect, useRef } from 'react';

/** The events and their payloads. */
export type TAppEvents = {
  /** A category's specs changed status: its totals widget reloads (null = Miscellaneous). */
  'refresh:category:totals': { categoryId: number | null };
};

const bus = new EventTarget();

/** Announce `name` with its payload to every listener. */
export function emitAppEvent<K extends keyof TAppEvents>(name: K, detail: TAppEvents[K]): void {
  bus.dispatchEvent(new CustomEvent(name, { detail }));
}

/**
 * Listen to `name`; returns the function that stops listening.
 */
export function onAppEvent<K extends keyof TAppEvents>(name: K, listener: (detail: TAppEvents[K]) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<TAppEvents[K]>).detail);
  bus.addEventListener(name, handler);
  return () => bus.removeEventListener(name, handler);
}

/** Listen to `name` while the component is mounted (the latest `listener` is always called). */
export function useAppEvent<K extends keyof TAppEvents>(name: K, listener: (detail: TAppEvents[K]) => void): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => onAppEvent(name, (detail) => latest.current(detail)), [name]);
}
