// `npm run check:invites`: a second parser's reading of every kind of calendar file the site makes
// (the emailed REQUEST on both sides of each clock change, the CANCEL, the manage page's PUBLISH
// and the owner's feed), with Python's icalendar, as issue 30's testers read them. It needs Debian's
// python3-icalendar (`apt-get install python3-icalendar`); npm test reads the same files with
// ical.js (tests/unit/booking-ics.test.ts) and does not need Python. Exits 1 on any mismatch.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { visitorEmail } from "#server/bookings/booking-emails";
import { bookingInvite, calendarFeed } from "#server/bookings/booking-ics";
import type { BookingRow } from "#server/bookings/booking-store";
import { BUSINESS } from "#shared/facts/defaults/business";
import { DEFAULT_SITE_FACTS } from "#shared/facts/default-site-facts";

const SITE = "https://bluebird.test";
const SENDER = "bookings@mail.bluebird.test";
const VISITOR = "pat@example.com";

function booking(startsAt: string, status = "confirmed") {
  const start = new Date(startsAt);
  return {
    id: "8d3c4f60-1f6b-4a36-9c2b-1e0f7c6a5b4d",
    reference: "BK-7K3M9Q",
    status,
    startsAt: start,
    endsAt: new Date(start.getTime() + 45 * 60_000),
    sequence: status === "cancelled" ? 1 : 0,
    name: "Pat Booker",
    email: VISITOR,
    phone: "(303) 555-0177",
    street: "12 Elm St",
    city: "Parker",
    zip: "80134",
    notes: null,
    service: null,
    updatedAt: new Date("2026-11-20T12:00:00Z"),
  };
}

const emailed = async (row: ReturnType<typeof booking>, change: "booked" | "cancelled") =>
  (
    await visitorEmail(row as BookingRow, change, "token", {
      siteUrl: SITE,
      ownerEmail: SENDER,
      facts: DEFAULT_SITE_FACTS,
    })
  ).icalEvent!.content;

interface Expected {
  method: string | null;
  organizer: string | null;
  attendees: string[];
  starts: string[];
}

const TIMES = ["2026-03-02T16:00:00Z", "2026-03-09T15:00:00Z", "2026-10-26T15:00:00Z", "2026-11-02T16:00:00Z"];
const files: [string, string, Expected][] = [
  ...(await Promise.all(
    TIMES.map(async (time): Promise<[string, string, Expected]> => [
      `request-${time.slice(0, 10)}.ics`,
      await emailed(booking(time), "booked"),
      { method: "REQUEST", organizer: `mailto:${SENDER}`, attendees: [`mailto:${VISITOR}`], starts: [time] },
    ]),
  )),
  [
    "cancel.ics",
    await emailed(booking(TIMES[0]!, "cancelled"), "cancelled"),
    { method: "CANCEL", organizer: `mailto:${SENDER}`, attendees: [`mailto:${VISITOR}`], starts: [TIMES[0]!] },
  ],
  [
    "download.ics",
    bookingInvite(booking(TIMES[1]!), {
      siteUrl: SITE,
      organizerEmail: BUSINESS.email,
      manageUrl: null,
      delivery: "download",
      business: DEFAULT_SITE_FACTS.business,
    }),
    { method: "PUBLISH", organizer: `mailto:${BUSINESS.email}`, attendees: [], starts: [TIMES[1]!] },
  ],
  [
    "feed.ics",
    calendarFeed(
      TIMES.map((time, index) => ({ ...booking(time), id: `8d3c4f60-1f6b-4a36-9c2b-1e0f7c6a5b4${index}` })),
      SITE,
      DEFAULT_SITE_FACTS.business,
    ),
    { method: null, organizer: null, attendees: [], starts: TIMES },
  ],
];

const READ = `
import json, sys, datetime
from icalendar import Calendar
out = {}
for name in sys.argv[1:]:
    raw = open(name, "rb").read()
    cal = Calendar.from_ical(raw)
    events = cal.walk("VEVENT")
    def attendees(event):
        value = event.get("attendee")
        return [] if value is None else [str(a).lower() for a in (value if isinstance(value, list) else [value])]
    out[name.rsplit("/", 1)[-1]] = {
        "method": None if cal.get("method") is None else str(cal.get("method")),
        "organizer": None if events[0].get("organizer") is None else str(events[0].get("organizer")),
        "attendees": attendees(events[0]),
        "starts": [e.decoded("dtstart").astimezone(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ") for e in events],
        "crlf": raw.endswith(b"END:VCALENDAR\\r\\n") and b"\\n" not in raw.replace(b"\\r\\n", b""),
    }
print(json.dumps(out))
`;

/** The first Python that has icalendar: pyenv's python3 may not see Debian's packages. */
const python = ["python3", "/usr/bin/python3"].find(
  (candidate) => spawnSync(candidate, ["-c", "import icalendar"]).status === 0,
);
if (!python) {
  console.error("No python3 with icalendar found: apt-get install python3-icalendar");
  process.exit(1);
}

const dir = mkdtempSync(path.join(os.tmpdir(), "bluebird-invites-"));
try {
  for (const [name, text] of files) writeFileSync(path.join(dir, name), text);
  const read = JSON.parse(
    execFileSync(python, ["-c", READ, ...files.map(([name]) => path.join(dir, name))], { encoding: "utf8" }),
  ) as Record<string, Expected & { crlf: boolean }>;
  let failures = 0;
  for (const [name, , expected] of files) {
    const got = read[name]!;
    const ok = got.crlf && JSON.stringify({ ...got, crlf: undefined }) === JSON.stringify(expected);
    if (!ok) failures++;
    console.log(`${ok ? "ok  " : "FAIL"} ${name}: ${JSON.stringify(got)}`);
  }
  console.log(`${files.length - failures} of ${files.length} files read as expected by Python's icalendar`);
  process.exitCode = failures ? 1 : 0;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
