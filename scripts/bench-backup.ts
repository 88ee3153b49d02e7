// `npm run bench:backup [-- --bookings N] [--messages N]`: on a throwaway database, N bookings
// (default 10,000) and N chat messages (default 100,000, ten to a conversation) with a contact
// message and an estimate per booking; then `takeBackup` and `restoreBackup` into a second empty
// database, timed, with the file's size. A figure, not a test.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { restoreBackup } from "#server/backup/restore-backup";
import { takeBackup } from "#server/backup/take-backup";
import { startBenchDatabase } from "./support/bench-database";

const { values } = parseArgs({
  options: { bookings: { type: "string", default: "10000" }, messages: { type: "string", default: "100000" } },
});
const bookings = Number(values.bookings);
const messages = Number(values.messages);

const source = await startBenchDatabase();
const target = await startBenchDatabase();
const dir = await mkdtemp(path.join(tmpdir(), "bluebird-bench-backup-"));
const client = new pg.Client({ connectionString: source.url });
// A failed insert is reported by its query; the database's stop must not crash the script first.
client.on("error", () => undefined);
try {
  await client.connect();
  const seeded = performance.now();
  await client.query(
    `INSERT INTO estimates (id, reference, source, input, low_cents, high_cents, total_cents, breakdown)
     SELECT gen_random_uuid(), 'BB-' || lpad(i::text, 6, '0'), 'contact',
            '{"sqft":1800,"bedrooms":3,"bathrooms":2,"pets":false,"serviceType":"standard","addOns":[]}', 18000, 22000, 20000,
            '{"lines":[{"label":"Standard clean","cents":20000}]}'
       FROM generate_series(1, $1::int) AS i`,
    [bookings],
  );
  await client.query(
    `INSERT INTO contact_messages (id, name, email, phone, message, estimate_id)
     SELECT gen_random_uuid(), 'Visitor ' || i, 'visitor' || i || '@example.com', '303-555-0100',
            'Could you quote a deep clean of a three-bedroom home next month? We have a dog.', e.id
       FROM generate_series(1, $1::int) AS i JOIN estimates e ON e.reference = 'BB-' || lpad(i::text, 6, '0')`,
    [bookings],
  );
  await client.query(
    `INSERT INTO bookings (id, reference, status, unit, starts_at, ends_at, busy_until, name, email, phone, street, city, zip,
                           idempotency_key_hash, manage_token_hash, manage_token_sealed, estimate_id)
     SELECT gen_random_uuid(), 'BK-' || lpad(i::text, 6, '0'), 'done', 1,
            now() - i * interval '1 hour', now() - i * interval '1 hour' + interval '45 minutes',
            now() - i * interval '1 hour' + interval '75 minutes',
            'Booker ' || i, 'booker' || i || '@example.com', '303-555-0101', i || ' Elm St', 'Parker', '80134',
            md5('key' || i), md5('token' || i), md5('sealed' || i) || md5('sealed2' || i), e.id
       FROM generate_series(1, $1::int) AS i JOIN estimates e ON e.reference = 'BB-' || lpad(i::text, 6, '0')`,
    [bookings],
  );
  await client.query(
    `INSERT INTO chat_conversations (id, session_id) SELECT gen_random_uuid(), 'session-' || i FROM generate_series(1, $1::int) AS i`,
    [Math.ceil(messages / 10)],
  );
  await client.query(
    `INSERT INTO chat_messages (conversation_id, role, content)
     SELECT c.id, (CASE WHEN m % 2 = 0 THEN 'user' ELSE 'assistant' END)::"ChatRole",
            'How much is a deep clean for a 1,800 sq ft home with two bathrooms? Message ' || m
       FROM chat_conversations c CROSS JOIN generate_series(1, 10) AS m`,
  );
  console.log(
    `Seeded ${bookings} bookings, contacts and estimates and ${messages} chat messages in ${((performance.now() - seeded) / 1000).toFixed(1)} s (${source.description}).`,
  );

  const backupStart = performance.now();
  const backup = await takeBackup(source.url, dir);
  const backupSeconds = (performance.now() - backupStart) / 1000;
  const rows = backup.manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(`backup:  ${backupSeconds.toFixed(2)} s, ${rows} rows, ${(backup.bytes / 1024 / 1024).toFixed(2)} MB`);

  const restoreStart = performance.now();
  await restoreBackup(target.url, backup.file);
  console.log(
    `restore: ${((performance.now() - restoreStart) / 1000).toFixed(2)} s (verify pass + load in one transaction)`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  // An open connection would keep a failed run's databases up after the script ends.
  await client.end().catch(() => undefined);
  await rm(dir, { recursive: true, force: true });
  await source.stop();
  await target.stop();
}
