import { PRICE_BAND_KEYS, priceBandLabel } from "#shared/analytics/price-bands";
import { estimateServiceLabels } from "#shared/pricing/options";
import { useSiteFacts } from "#client/lib/site-facts";
import { CONTACT_SUBJECTS } from "#shared/contact/contact-fields";
import { count, type DashboardData, percent } from "./figures";
import { type Column, TableCard } from "./figures-table";

type Details = DashboardData["details"];
type Detail = Details["device"][number];

const pageName = (path: string) => (path === "/" ? "/ (home)" : path);
const labelOf = (labels: Readonly<Record<string, string>>) => (value: string) => labels[value] ?? value;
const DETAIL_LABELS: Record<keyof Details, (value: string) => string> = {
  device: (value) => value.charAt(0).toUpperCase() + value.slice(1),
  service: (value) => value, // named in DetailTables, with the published names
  price_band: labelOf(Object.fromEntries(PRICE_BAND_KEYS.map((key) => [key, priceBandLabel(key)]))),
  subject: labelOf(Object.fromEntries(CONTACT_SUBJECTS.map((subject) => [subject.value, subject.label]))),
  booking_page: pageName,
};

/** Views, visits that began there, and the leads among those. */
function landingColumns<T extends { views: number; entries: number; leads: number }>(): Column<T>[] {
  return [
    { header: "Views", numeric: true, cell: (row) => count(row.views) },
    { header: "Landed", numeric: true, cell: (row) => count(row.entries) },
    { header: "Leads", numeric: true, cell: (row) => count(row.leads) },
  ];
}

/** Pages, city pages, sources and campaigns by the leads they brought. */
export function LeadTables({ data }: { data: DashboardData }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <TableCard
        title="Top pages by leads"
        note="Landed: visits that began on the page. Leads: of those, the ones that clicked Book, wrote, chatted or called."
        rows={data.topPages}
        rowKey={(row) => row.path}
        columns={[
          { header: "Page", cell: (row) => pageName(row.path) },
          ...landingColumns<DashboardData["topPages"][number]>(),
        ]}
      />
      <TableCard
        title="City pages by leads"
        note="City landings, services in a city and service-area pages, added up per city."
        rows={data.cityPages}
        rowKey={(row) => row.city}
        columns={[{ header: "City", cell: (row) => row.city }, ...landingColumns<DashboardData["cityPages"][number]>()]}
      />
      {(["sources", "campaigns"] as const).map((key) => (
        <TableCard
          key={key}
          title={key === "sources" ? "Sources" : "Campaigns"}
          note={
            key === "sources"
              ? "utm_source, else the site that linked, else (direct)."
              : "utm_campaign of the visit's first page."
          }
          rows={data[key]}
          rowKey={(row) => row.name}
          columns={[
            { header: key === "sources" ? "Source" : "Campaign", cell: (row) => row.name },
            { header: "Visitors", numeric: true, cell: (row) => count(row.visitors) },
            { header: "Leads", numeric: true, cell: (row) => count(row.leads) },
            { header: "Lead rate", numeric: true, cell: (row) => percent(row.leads, row.visitors) },
          ]}
        />
      ))}
    </div>
  );
}

/** `counted` names the events column; devices are counted per visitor only. */
const DETAIL_TABLES: readonly { key: keyof Details; title: string; name: string; counted: string | null }[] = [
  { key: "device", title: "Devices", name: "Device", counted: null },
  { key: "service", title: "Estimates by service", name: "Service", counted: "Estimates" },
  { key: "price_band", title: "Estimates by price", name: "Price", counted: "Estimates" },
  { key: "subject", title: "Messages by subject", name: "Subject", counted: "Messages" },
  { key: "booking_page", title: "Book clicks by page", name: "Page", counted: "Clicks" },
];

/** What the visitors used and what their estimates, messages and Book clicks were about. */
export function DetailTables({ details }: { details: Details }) {
  const labels = { ...DETAIL_LABELS, service: labelOf(estimateServiceLabels(useSiteFacts().services)) };
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {DETAIL_TABLES.map(({ key, title, name, counted }) => (
        <TableCard<Detail>
          key={key}
          title={title}
          rows={details[key]}
          rowKey={(row) => row.value}
          columns={[
            { header: name, cell: (row) => labels[key](row.value) },
            ...(counted ? [{ header: counted, numeric: true, cell: (row: Detail) => count(row.events) }] : []),
            { header: "Visitors", numeric: true, cell: (row) => count(row.visitors) },
          ]}
        />
      ))}
    </div>
  );
}
