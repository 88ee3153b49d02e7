/** The server's message for each field it refused (tRPC `data.fields`), or none. */
export function fieldErrorsOf(error: { data?: unknown } | null): Record<string, string> {
  return (error?.data as { fields?: Record<string, string> } | null | undefined)?.fields ?? {};
}
