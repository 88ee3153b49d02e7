import type { inferRouterOutputs } from "@trpc/server";
import { formatBytes, RECENT_FAILURE_MS } from "#shared/health/health-checks";
import { DAY_MS } from "#shared/time/durations";
import type { AppRouter } from "#server/routers/app-router";
import { formatDateTime, plural } from "../format";
import { Code, HealthCard } from "./health-card";
import { scheduleInWords, whenWithAge } from "./health-words";

export type HealthData = inferRouterOutputs<AppRouter>["admin"]["health"]["get"];

const EMAIL_SETTINGS = "the email settings in the site's settings file (see the README's Email section)";
const RECENT_DAYS = RECENT_FAILURE_MS / DAY_MS;

function EmailHealth({ email, now }: { email: HealthData["email"]; now: Date }) {
  const last = email.lastContactEmail;
  const { retrying, failed, recentlyFailed, lastFailedAt } = email.bookingEmails;
  return (
    <HealthCard
      title="Email"
      state={email.state}
      nextStep={
        email.state === "off" ? (
          <>Set up {EMAIL_SETTINGS}, then restart the site.</>
        ) : email.state === "attention" ? (
          <>
            Check {EMAIL_SETTINGS} and your email provider's account; the site's log names the error. A message whose
            email failed can be sent again from its page in Messages; tell a visitor who missed a booking email
            yourself.
          </>
        ) : undefined
      }
    >
      {email.state === "off" ? (
        <>
          <p className="font-semibold">Email is off: the site sends no email at all.</p>
          <p>
            Visitors get no confirmation emails: they still see their booking on screen, and are told to keep that
            page's address to change or cancel it. You are not emailed about new messages or bookings; they wait here in
            the inbox.
          </p>
        </>
      ) : (
        <p className="font-semibold">
          {email.state === "ok" ? "Email is working." : "Some emails are not getting through."}
        </p>
      )}
      {last ? (
        <p>
          Last email about a contact message:{" "}
          {last.result === "sent"
            ? `sent ${whenWithAge(last.at, now)}.`
            : `${last.result === "failed" ? "failed for good" : "not delivered yet, being retried"} (error ${last.error ?? "unknown"}, since ${formatDateTime(last.at)}).`}
        </p>
      ) : (
        <p>No contact message has been emailed yet.</p>
      )}
      <p>
        Booking emails and reminders:{" "}
        {retrying === 0 && failed === 0
          ? "none waiting for a retry or failed."
          : `${plural(retrying, "being retried", "being retried")}, ${plural(failed, "failed")}${recentlyFailed ? ` (${recentlyFailed} in the last ${RECENT_DAYS} days)` : ""}${lastFailedAt ? `, the last failure ${formatDateTime(lastFailedAt)}` : ""}.`}
      </p>
    </HealthCard>
  );
}

function BackupHealth({ backup, now }: { backup: HealthData["backup"]; now: Date }) {
  const newest = backup.newest;
  return (
    <HealthCard
      title="Backups"
      state={backup.state}
      nextStep={
        <>
          {backup.overdue ? (
            <>
              Take one now: run <Code>npm run backup</Code> on the server, then check the site's log for why the daily
              backup did not run (look for "daily-backup").{" "}
            </>
          ) : backup.state === "off" ? (
            <>
              Take backups yourself with <Code>npm run backup</Code>, or switch the daily backup back on (the README's
              Backups section).{" "}
            </>
          ) : null}
          Keep a copy off this machine too (docs/deploy.md, step 9).
        </>
      }
    >
      {newest ? (
        <p>
          Last backup: <span className="font-semibold">{whenWithAge(newest.at, now)}</span>, {formatBytes(newest.bytes)}
          .
        </p>
      ) : (
        <p className="font-semibold">No backup has been made yet.</p>
      )}
      {backup.overdue && newest ? <p className="font-semibold text-red-800">It is overdue: older than a day.</p> : null}
      <p>
        {backup.count > 0 ? `${plural(backup.count, "backup")} kept in ` : "Backups go to "}
        <Code>{backup.folder}</Code>
      </p>
      <p>
        {backup.schedule
          ? `The site backs itself up ${scheduleInWords(backup.schedule, now)}.`
          : "The daily backup is switched off in the site's settings."}
      </p>
    </HealthCard>
  );
}

const HOLDS = { backups: "backups", database: "the database" } as const;

/** "Backups and the database": what one disk holds, as a sentence's start. */
function holdsInWords(holds: readonly (keyof typeof HOLDS)[]): string {
  const words = holds.map((item) => HOLDS[item]).join(" and ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function DiskHealth({ disk }: { disk: HealthData["disk"] }) {
  return (
    <HealthCard
      title="Disk space"
      state={disk.state}
      nextStep={
        disk.state === "attention"
          ? "The disk is nearly full: a backup or the database could fail to write. Move old backups elsewhere, delete files you do not need, or give the server a bigger disk."
          : undefined
      }
    >
      <ul className="space-y-1">
        {disk.places.map((place) => (
          <li key={place.path}>
            {holdsInWords(place.holds)}:{" "}
            <span className={place.low ? "font-semibold text-red-800" : "font-semibold"}>
              {formatBytes(place.freeBytes)} free
            </span>{" "}
            of {formatBytes(place.totalBytes)} ({Math.round((place.freeBytes / Math.max(place.totalBytes, 1)) * 100)}%)
            <span className="block text-sm text-slate-600">
              at <Code>{place.path}</Code>
            </span>
          </li>
        ))}
      </ul>
      {disk.databaseElsewhere ? (
        <p className="text-sm text-slate-700">
          The database runs on another server: its provider shows that disk's space.
        </p>
      ) : null}
    </HealthCard>
  );
}

function JobsHealth({ jobs }: { jobs: HealthData["jobs"] }) {
  const failedTasks = jobs.tasks.filter((task) => task.failed > 0);
  return (
    <HealthCard
      title="Background work"
      state={jobs.state}
      nextStep={
        jobs.state === "attention" ? (
          <>
            Look in the site's log around the time of the failure for the reason, and fix it (most often{" "}
            {EMAIL_SETTINGS}
            ). The queue does not try a failed job again: tell anyone who missed an email yourself, and after a failed
            backup run <Code>npm run backup</Code>.
          </>
        ) : undefined
      }
    >
      <p>
        Emails, reminders and scheduled work the site does in the background:{" "}
        <span className="font-semibold">{jobs.waiting} waiting</span> (reminders wait until the day before),{" "}
        {jobs.retrying} being retried after an error, <span className="font-semibold">{jobs.failed} failed</span>
        {jobs.failed ? ` (${jobs.recentlyFailed} in the last ${RECENT_DAYS} days)` : ""}.
      </p>
      {failedTasks.length > 0 ? (
        <>
          <p>A failed job is work the site tried several times and gave up on:</p>
          <ul className="list-disc space-y-1 pl-5">
            {failedTasks.map((task) => (
              <li key={task.task}>
                <span className="font-semibold">{task.name}</span>: {plural(task.failed, "failed")}
                {task.lastFailedAt ? `, the last ${formatDateTime(task.lastFailedAt)}` : ""}; it means{" "}
                {task.failureMeans}.
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </HealthCard>
  );
}

/** The owner's health page: each item in plain words, with its next step when one is needed. */
export function HealthView({ health }: { health: HealthData }) {
  const now = new Date(health.checkedAt);
  const { version, database } = health;
  const attention = [health.email, health.backup, health.disk, health.jobs].filter(
    (item) => item.state === "attention",
  ).length;
  return (
    <>
      <p role="status" className="mb-4 font-semibold text-slate-800">
        {attention === 0
          ? `Nothing needs your attention (checked ${formatDateTime(health.checkedAt)}).`
          : `${plural(attention, "item needs", "items need")} your attention (checked ${formatDateTime(health.checkedAt)}).`}
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <EmailHealth email={health.email} now={now} />
        <BackupHealth backup={health.backup} now={now} />
        <DiskHealth disk={health.disk} />
        <JobsHealth jobs={health.jobs} />
        <HealthCard title="Database">
          <p>
            Size: <span className="font-semibold">{formatBytes(database.bytes)}</span> (a backup is compressed, so much
            smaller).
          </p>
        </HealthCard>
        <HealthCard title="Version">
          <p>
            Site version <span className="font-semibold">{version.version}</span>
            {version.builtAt ? `, built ${formatDateTime(version.builtAt)}` : ", running from its source files"}.
          </p>
          <p>
            {version.factsRevision === null
              ? "No site facts published yet."
              : `Site facts: revision ${version.factsRevision}${version.factsPublishedAt ? `, published ${formatDateTime(version.factsPublishedAt)}` : ""}; this server shows revision ${version.servingRevision}.`}
          </p>
        </HealthCard>
      </div>
    </>
  );
}
