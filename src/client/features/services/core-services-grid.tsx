import { useQuery } from "@tanstack/react-query";
import { SERVICE_KEYS } from "#shared/catalog/services";
import { fetchedService } from "./fetched-service";
import { CardSkeletons, MessageState, ReloadButton } from "#client/components/page/data-states";
import { trpc } from "#client/lib/trpc";
import { ServiceCard } from "./service-card";

/**
 * The core services as GET /api/services (services.list) lists them, in its order; a row this
 * build has no page for is left out.
 */
export function CoreServicesGrid() {
  const services = useQuery(trpc.services.list.queryOptions());
  if (services.isPending) return <CardSkeletons count={SERVICE_KEYS.length} />;
  if (services.isError) {
    return (
      <MessageState
        tone="error"
        title="Unable to Load Services"
        message="We're having trouble loading our services. Please try again later."
        action={<ReloadButton />}
      />
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {services.data
        .flatMap((row) => fetchedService(row) ?? [])
        .map((service) => (
          <li key={service.key}>
            <ServiceCard service={service} />
          </li>
        ))}
    </ul>
  );
}
