/**
 * Public content (testimonials, services, blog posts) kept in memory between requests. It is only
 * used while a database change listener is connected (content-change-listener.ts), which clears it
 * whenever those tables change, however they were changed; without one every read goes to the
 * database. A load that started before a clear is returned but not kept.
 */
/** Enough for every real page; a flood of made-up slugs only evicts the oldest entries. */
const MAX_ENTRIES = 500;

export class ContentCache {
  private readonly entries = new Map<string, unknown>();
  private generation = 0;
  private active = false;

  /** Turned on by the listener once it hears changes, off when it loses the connection. */
  setActive(active: boolean): void {
    this.active = active;
    this.clear();
  }

  get isActive(): boolean {
    return this.active;
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.active) return load();
    if (this.entries.has(key)) return this.entries.get(key) as T;
    const generation = this.generation;
    const value = await load();
    if (this.active && generation === this.generation) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
      this.entries.set(key, value);
    }
    return value;
  }
}
