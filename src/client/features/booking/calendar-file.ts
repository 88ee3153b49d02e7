import { BUSINESS } from "#shared/business/business-info";

interface CalendarEvent {
  reference: string;
  startsAt: string;
  endsAt: string;
  address: string;
  manageUrl: string;
}

/** 20261201T160000Z: iCalendar's UTC form. */
function icsInstant(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** Commas, semicolons, backslashes and newlines are escaped in iCalendar text values. */
function icsText(text: string): string {
  return text.replace(/[\\;,]/g, (character) => `\\${character}`).replace(/\n/g, "\\n");
}

/** One walkthrough as an .ics file the visitor's calendar app can import. */
export function walkthroughCalendarFile(event: CalendarEvent): string {
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${icsText(BUSINESS.name)}//Booking//EN`,
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${event.reference}@${new URL(event.manageUrl).host}`,
    `DTSTAMP:${icsInstant(new Date().toISOString())}`,
    `DTSTART:${icsInstant(event.startsAt)}`,
    `DTEND:${icsInstant(event.endsAt)}`,
    `SUMMARY:${icsText(`Free in-home walkthrough with ${BUSINESS.name}`)}`,
    `LOCATION:${icsText(event.address)}`,
    `DESCRIPTION:${icsText(`Booking ${event.reference}. Change or cancel: ${event.manageUrl}. Questions: ${BUSINESS.phoneDisplay}`)}`,
    `URL:${event.manageUrl}`,
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}
