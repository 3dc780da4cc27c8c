/**
 * Building a large document is CPU work on the server's one event loop (pdfkit draws, pdf-lib
 * copies pages synchronously). Builders give the loop back every few pages so that other
 * requests are served while a 300-product document is drawn (docs/decisions/035).
 */
import { setImmediate as nextTurn } from 'node:timers/promises';

/** Pages (or merged documents) drawn between two turns given back to the event loop. */
export const PDF_YIELD_EVERY = 4;

/** Lets pending I/O and other requests run before the build goes on. */
export async function yieldToEventLoop(): Promise<void> {
  await nextTurn();
}

/**
 * A counter for a build loop: each call counts one unit of work and, every `every` units, gives
 * the event loop a turn.
 */
export function eventLoopYielder(every: number = PDF_YIELD_EVERY): () => Promise<void> {
  let count = 0;
  return async () => {
    count += 1;
    if (count % every === 0) await yieldToEventLoop();
  };
}
