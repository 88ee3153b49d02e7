export interface LoggedLine {
  level: string;
  details: Record<string, unknown>;
  message: string;
}

/** A logger with pino's (details, message) methods that keeps every line, for assertions. */
export function memoryLog() {
  const lines: LoggedLine[] = [];
  const at = (level: string) => (details: Record<string, unknown>, message: string) =>
    void lines.push({ level, details, message });
  return { lines, log: { error: at("error"), warn: at("warn"), info: at("info"), debug: at("debug") } };
}
