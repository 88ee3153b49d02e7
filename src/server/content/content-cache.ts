/** Enough for every real page; a flood of made-up URLs only evicts the oldest entries. */
const MAX_ENTRIES = 500;

/**
 * Public content (testimonials, services, blog posts) kept in memory between requests. It is only
 * used while a database change listener is connected (content-change-listener.ts), which clears it
 * whenever those tables change, however they were changed; without one every read goes to the
 * database. A value loaded before a clear is returned but not kept.
 */
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

  /** A ticket for a load about to start: `put` with it keeps the value only if nothing changed since. */
  ticket(): number {
    return this.generation;
  }

  peek<T>(key: string): T | undefined {
    return this.active ? (this.entries.get(key) as T | undefined) : undefined;
  }

  put(key: string, value: unknown, ticket: number): void {
    if (!this.active || ticket !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, value);
  }
}
