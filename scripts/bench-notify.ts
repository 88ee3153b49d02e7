// `npm run bench:notify`: how long after a contact message is accepted (the 201) its email reaches
// the owner's mail server, over 200 messages: the production server on 127.0.0.1 with a local SMTP
// sink, the email going through the job queue (the stored message owes its email; the
// kicked relay queues it, a worker woken by LISTEN/NOTIFY sends it). Messages arrive paced (one
// every 300 ms: each finds the site quiet, far above a real site's rate all the same), then as one
// burst of 200 (the relay gathers them for a second; the backlog drains). Prints p50/p99/max of
// each. A figure, not a test.
import { startSmtpSink } from "../tests/support/smtp-sink";
import { startBenchDatabase } from "./support/bench-database";
import { ms, percentile } from "./support/percentiles";
import { ensureBuild, startProductionServer } from "./support/production-server";

const MESSAGES = 200;
const PACE_MS = 300;

ensureBuild();
const database = await startBenchDatabase();
const smtp = await startSmtpSink();
const server = await startProductionServer({
  DATABASE_URL: database.url,
  RATE_LIMITS: "off",
  SMTP_URL: smtp.url,
  NOTIFY_EMAIL: "owner@bench.example",
});
const acceptedAt = new Map<string, number>();

async function send(i: number): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      name: `Latency Visitor ${i}`,
      email: `latency-${i}@bench.example`,
      message: `Subject: Other\n\nLatency message ${i}.`,
    }),
  });
  if (response.status !== 201) throw new Error(`contact ${i}: ${response.status}`);
  const { id } = (await response.json()) as { id: string };
  const messageId = `<contact-${id}@127.0.0.1>`;
  acceptedAt.set(messageId, Date.now());
  return messageId;
}

/** Sends MESSAGES (all at once, or one every `paceMs`), waits for their emails, prints the latencies. */
async function round(label: string, paceMs: number): Promise<boolean> {
  const sent: Promise<string>[] = [];
  for (let i = 0; i < MESSAGES; i++) {
    sent.push(send(sequence++));
    if (paceMs > 0) await new Promise((resolve) => setTimeout(resolve, paceMs));
  }
  const ids = new Set(await Promise.all(sent));
  const deadline = Date.now() + 60_000;
  const arrived = () => smtp.received.filter((mail) => mail.messageId && ids.has(mail.messageId));
  while (arrived().length < MESSAGES && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  const latencies = arrived()
    .map((mail) => mail.receivedAt - (acceptedAt.get(mail.messageId ?? "") ?? Number.NaN))
    .sort((a, b) => a - b);
  console.log(
    `  ${label.padEnd(34)} delivered ${latencies.length}/${MESSAGES}; p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}, max ${ms(latencies.at(-1) ?? Number.NaN)}`,
  );
  return latencies.length === MESSAGES;
}

let sequence = 0;
try {
  console.log(
    `\nContact accepted (201) -> email at the SMTP sink, ${MESSAGES} messages a round, on ${database.description}:`,
  );
  const paced = await round(`paced, one every ${PACE_MS} ms`, PACE_MS);
  const burst = await round("one burst, all at once", 0);
  if (!paced || !burst) process.exitCode = 1;
} finally {
  await server.stop();
  await smtp.close();
  await database.stop();
}
