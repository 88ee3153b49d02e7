import type { FastifyRequest } from "fastify";

/** One callable action of the API, reachable by REST paths and by a tRPC procedure. */
export interface ApiAction {
  restPaths: readonly string[];
  /** null for a REST-only action (the measurement beacon). */
  procedure: string | null;
}

const TRPC_PREFIX = "/trpc/";

function parseJson(body: unknown): unknown {
  if (typeof body !== "string") return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The inputs a POST sends to `action`, or null when it does not call it: a REST body, or the
 * procedure's inputs in a tRPC call, alone or batched (a batch body maps call index to input,
 * and arrives unparsed in a hook registered at the app's root).
 */
export function actionInputs(request: FastifyRequest, action: ApiAction): unknown[] | null {
  if (request.method !== "POST") return null;
  const [pathname = "", query = ""] = request.url.split("?", 2);
  if (action.restPaths.includes(pathname)) return [request.body];
  if (action.procedure === null || !pathname.startsWith(TRPC_PREFIX)) return null;

  const procedures = decodeURIComponent(pathname.slice(TRPC_PREFIX.length)).split(",");
  if (!procedures.includes(action.procedure)) return null;
  const body = parseJson(request.body);
  if (new URLSearchParams(query).get("batch") !== "1") return [body];
  const batch = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  return procedures.flatMap((name, index) => (name === action.procedure ? [batch[index]] : []));
}
