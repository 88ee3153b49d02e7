import { Home, Sparkles, Truck, Warehouse, type LucideIcon } from "lucide-react";
import type { ServiceKey } from "#shared/catalog/services";

export const SERVICE_ICONS: Readonly<Record<ServiceKey, LucideIcon>> = {
  standard: Home,
  deep: Sparkles,
  moveout: Truck,
  garage: Warehouse,
};

/** The service's icon in a tinted tile. */
export function ServiceIcon({ service }: { service: ServiceKey }) {
  const Icon = SERVICE_ICONS[service];
  return (
    <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
      <Icon aria-hidden className="size-6" />
    </span>
  );
}
