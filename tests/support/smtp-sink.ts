import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string | undefined;
  to: string[];
  raw: string;
  /** The Message-ID header, e.g. "<contact-…@localhost>". */
  messageId: string | undefined;
  receivedAt: number;
}

export interface SmtpSink {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Messages refused so far (see `failFirst`). */
  refusals(): number;
  close(): Promise<void>;
}

/**
 * A local SMTP server on 127.0.0.1 that keeps what it receives; `failFirst` refuses that many
 * messages with a temporary error (451). `port` 0 picks a free one; a given port lets a test
 * bring "the mail server" back where the site expects it.
 */
export async function startSmtpSink({
  port = 0,
  failFirst = 0,
}: { port?: number; failFirst?: number } = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        if (refused < failFirst) {
          refused++;
          return callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          messageId: /^Message-ID: (.+)$/im.exec(raw)?.[1]?.trim(),
          receivedAt: Date.now(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.on("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    port: bound,
    received,
    refusals: () => refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
