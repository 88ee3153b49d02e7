import { BUSINESS_TIME_ZONE } from "#shared/business/hours";

/**
 * America/Denver as an iCalendar VTIMEZONE: Mountain Time with the US daylight-saving rules in
 * force since 2007 (second Sunday of March, first Sunday of November, at 2:00 local). Invites
 * name the zone (TZID) so a calendar shows the walkthrough at the business's time and knows it is
 * Mountain Time; RFC 5545 wants the zone's definition in the file.
 */
const DENVER_VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${BUSINESS_TIME_ZONE}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:-0700",
  "TZOFFSETTO:-0600",
  "TZNAME:MDT",
  "DTSTART:20070311T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:-0600",
  "TZOFFSETTO:-0700",
  "TZNAME:MST",
  "DTSTART:20071104T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
].join("\r\n");

/**
 * Adds the zone's definition to a calendar whose events name it. Not ical-generator's calendar
 * timezone option: that also writes DTSTAMP in local time, where it must be UTC.
 */
export function withDenverTimezone(ics: string): string {
  const firstEvent = ics.indexOf("BEGIN:VEVENT");
  return firstEvent < 0 ? ics : `${ics.slice(0, firstEvent)}${DENVER_VTIMEZONE}\r\n${ics.slice(firstEvent)}`;
}
