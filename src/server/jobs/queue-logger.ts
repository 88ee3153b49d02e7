import { Logger, type LogFunctionFactory } from "graphile-worker";

/** The part of a pino logger the queue writes to. */
export interface QueueLog {
  error(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
  info(details: Record<string, unknown>, message: string): void;
  debug(details: Record<string, unknown>, message: string): void;
}

/**
 * graphile-worker's log lines through the server's logger. Its info lines (a worker started, a job
 * completed) are routine: they go out at debug. Meta is dropped: it can carry job payloads.
 */
export function queueLogger(log: QueueLog | null): Logger {
  const factory: LogFunctionFactory = (scope) => (level, message) => {
    if (!log) return;
    const details = { queue: scope.label ?? "worker" };
    // LogLevel is a const enum of strings, which this build setup cannot import as a value.
    const name = String(level);
    if (name === "error") log.error(details, message);
    else if (name === "warning") log.warn(details, message);
    else log.debug(details, message);
  };
  return new Logger(factory);
}
