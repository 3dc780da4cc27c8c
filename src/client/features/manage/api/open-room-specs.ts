import { InfiniteQueryObserver, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { roomKey, type TRoomId } from '../lib/rooms';
import { roomSpecsQueryOptions } from './specs';

/** An observer of one room's specs query (what `useInfiniteQuery` holds). */
function observeRoomSpecs(client: QueryClient, userId: number, specbookId: number, room: TRoomId) {
  return new InfiniteQueryObserver(client, roomSpecsQueryOptions(userId, specbookId, room));
}

type TObserver = ReturnType<typeof observeRoomSpecs>;

/** The paged specs of one room, as an infinite query gives them. */
export type TRoomSpecsResult = ReturnType<TObserver['getCurrentResult']>;

/** Room key → that room's specs query, for the open rooms. */
export type TOpenRoomSpecs = ReadonlyMap<string, TRoomSpecsResult>;

/**
 * One infinite query observer per open room, read as one snapshot: the manage page lays all open
 * rooms out in one list, so it needs every open room's specs in one place (what `useInfiniteQuery`
 * per room component gave before). Observers exist for open rooms only: closed rooms load nothing.
 */
class OpenRoomSpecsStore {
  private observers = new Map<string, TObserver>();
  private unsubscribes = new Map<string, () => void>();
  private listeners = new Set<() => void>();
  private snapshot: TOpenRoomSpecs = new Map();

  constructor(
    private readonly client: QueryClient,
    private readonly userId: number,
    private readonly specbookId: number,
  ) {}

  /** Keep one observer per open room; returns nothing, notifies when the set changed. */
  setRooms(rooms: readonly TRoomId[]): void {
    const wanted = new Map(rooms.map((room) => [roomKey(room), room] as const));
    let changed = false;
    for (const key of [...this.observers.keys()]) {
      if (wanted.has(key)) continue;
      this.unsubscribes.get(key)?.();
      this.unsubscribes.delete(key);
      this.observers.delete(key);
      changed = true;
    }
    for (const [key, room] of wanted) {
      if (this.observers.has(key)) continue;
      const observer = observeRoomSpecs(this.client, this.userId, this.specbookId, room);
      this.observers.set(key, observer);
      if (this.listeners.size > 0) this.listen(key, observer);
      changed = true;
    }
    if (changed) this.publish();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    if (this.listeners.size === 1) for (const [key, observer] of this.observers) this.listen(key, observer);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size > 0) return;
      for (const unsubscribe of this.unsubscribes.values()) unsubscribe();
      this.unsubscribes.clear();
    };
  };

  getSnapshot = (): TOpenRoomSpecs => this.snapshot;

  /** Subscribing an observer makes its query active: it fetches when its data is missing or stale. */
  private listen(key: string, observer: TObserver): void {
    if (this.unsubscribes.has(key)) return;
    this.unsubscribes.set(key, observer.subscribe(() => this.publish()));
  }

  private publish(): void {
    this.snapshot = new Map([...this.observers].map(([key, observer]) => [key, observer.getCurrentResult()] as const));
    for (const listener of this.listeners) listener();
  }
}

/**
 * The specs of every open room, page by page (100 at a time, {@link roomSpecsQueryOptions}), in
 * one map keyed by {@link roomKey}. A room opened just now appears before the browser paints.
 */
export function useOpenRoomSpecs(userId: number, specbookId: number, openRooms: readonly TRoomId[]): TOpenRoomSpecs {
  const client = useQueryClient();
  const [store] = useState(() => new OpenRoomSpecsStore(client, userId, specbookId));
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const signature = openRooms.map(roomKey).join(',');
  useLayoutEffect(() => {
    store.setRooms(openRooms);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the signature stands for the rooms: a new array of the same rooms changes nothing
  }, [store, signature]);
  return snapshot;
}
