/**
 * A bounded, least-recently-used store of serialised answers by key (docs/decisions/047), each kept
 * with the version of the data it was computed from. An answer is given back only for exactly the
 * version it was stored under, and an answer of an older version never replaces a newer one. The
 * bound is on the total size of the keys and answers kept (keys counted in characters, answers in
 * bytes); an answer larger than the whole bound is not kept. Answers are kept as bytes, so that
 * sending one again neither measures nor encodes it.
 */
export class AnswerCache {
  readonly #entries = new Map<string, { version: number; body: Buffer }>();
  #size = 0;

  constructor(private readonly maxSize: number) {}

  /** The answer stored for `key` at exactly `version`, else undefined. */
  get(key: string, version: number): Buffer | undefined {
    const entry = this.#entries.get(key);
    if (entry?.version !== version) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.body;
  }

  /** Keeps `body` as the answer for `key` at `version`, unless a newer version is kept already. */
  set(key: string, version: number, body: string): void {
    const kept = this.#entries.get(key);
    if (kept !== undefined && kept.version > version) return;
    const bytes = Buffer.from(body);
    if (key.length + bytes.length > this.maxSize) return;
    this.#delete(key);
    this.#entries.set(key, { version, body: bytes });
    this.#size += key.length + bytes.length;
    while (this.#size > this.maxSize) this.#delete(this.#entries.keys().next().value!);
  }

  /** The number of answers kept. */
  get size(): number {
    return this.#entries.size;
  }

  #delete(key: string): void {
    const entry = this.#entries.get(key);
    if (entry === undefined) return;
    this.#entries.delete(key);
    this.#size -= key.length + entry.body.length;
  }
}
