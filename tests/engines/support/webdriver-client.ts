/**
 * A client for classic (W3C) WebDriver: JSON over HTTP to a driver already listening on a known
 * port. The client libraries (selenium-webdriver, webdriverio) download drivers when they think
 * one is missing; this run must never download anything, and needs only these few commands.
 */
const ELEMENT_KEY = "element-6066-11e4-a52e-4f735466cecf";

export type ElementRef = { [ELEMENT_KEY]: string };

export const isElementRef = (value: unknown): value is ElementRef =>
  typeof value === "object" && value !== null && ELEMENT_KEY in value;

export class WebDriverError extends Error {}

export class WebDriverSession {
  private constructor(
    private readonly endpoint: string,
    readonly id: string,
    readonly capabilities: Record<string, unknown>,
  ) {}

  static async create(endpoint: string, capabilities: Record<string, unknown>): Promise<WebDriverSession> {
    const value = await command<{ sessionId: string; capabilities: Record<string, unknown> }>(
      endpoint,
      "POST",
      "/session",
      {
        capabilities: { alwaysMatch: capabilities },
      },
    );
    return new WebDriverSession(endpoint, value.sessionId, value.capabilities);
  }

  send<T>(method: "GET" | "POST" | "DELETE", path: string, body?: unknown): Promise<T> {
    return command<T>(this.endpoint, method, `/session/${this.id}${path}`, body);
  }

  elementId = (element: ElementRef) => element[ELEMENT_KEY];

  delete(): Promise<unknown> {
    return command(this.endpoint, "DELETE", `/session/${this.id}`);
  }
}

async function command<T>(endpoint: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${endpoint}${path}`, {
    method,
    headers: { "content-type": "application/json; charset=utf-8" },
    body: method === "POST" ? JSON.stringify(body ?? {}) : undefined,
  });
  const payload = (await response.json()) as { value: T & { error?: string; message?: string } };
  if (!response.ok)
    throw new WebDriverError(
      `WebDriver ${method} ${path}: ${payload.value.error ?? response.status}: ${payload.value.message ?? ""}`,
    );
  return payload.value;
}
