/**
 * A bounded, least-recently-used map from a key to the value computed for one version of it
 * (docs/decisions/042). Only the newest version of a key is kept: a value is answered for exactly
 * the version it was stored under, and an older version never replaces a newer one. Values are
 * promises, so concurrent misses for the same (key, version) share one computation; a computation
 * that fails is dropped, so the next read tries again.
 */
export class VersionedCache<V> {
  readonly #entries = new Map<number, { version: number; value: Promise<V> }>();

  constructor(private readonly capacity: number) {}

  /**
   * The value of `key` at `version`: the stored one, else `compute()`'s (stored for later calls).
   */
  get(key: number, version: number, compute: () => Promise<V>): Promise<V> {
    const entry = this.#entries.get(key);
    if (entry?.version === version) {
      this.#entries.delete(key);
      this.#entries.set(key, entry);
      return entry.value;
    }
    const value = compute();
    if (entry === undefined || entry.version < version) this.#store(key, version, value);
    return value;
  }

  #store(key: number, version: number, value: Promise<V>): void {
    this.#entries.delete(key);
    this.#entries.set(key, { version, value });
    if (this.#entries.size > this.capacity) this.#entries.delete(this.#entries.keys().next().value!);
    value.catch(() => {
      if (this.#entries.get(key)?.value === value) this.#entries.delete(key);
    });
  }
}
