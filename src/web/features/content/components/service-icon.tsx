import { ClipboardCheck, FileCheck2, Forklift, Landmark, Truck, Warehouse, type LucideIcon } from 'lucide-react';
import type { ServiceKey } from '../service-catalogue';

const SERVICE_ICONS: Record<ServiceKey, LucideIcon> = {
  storage: Warehouse,
  inspection: ClipboardCheck,
  compliance: FileCheck2,
  customs: Landmark,
  handling: Forklift,
  distribution: Truck,
};

/**
 * A service's icon on the home page. Its own chunk (home-page.tsx loads it lazily into a box of the
 * same size): five of the six icons are drawn nowhere else, and they are decoration below the hero,
 * so they stay out of the first load's budget.
 */
export function ServiceIcon({ serviceKey }: { serviceKey: ServiceKey }) {
  const Icon = SERVICE_ICONS[serviceKey];
  return <Icon aria-hidden="true" className="size-9 text-accent-700" />;
}
