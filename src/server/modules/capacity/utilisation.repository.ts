import { sql } from 'drizzle-orm';
import { type DayRange, dayCount } from '@shared/capacity';
import { rowsOf, type Executor } from '../../db/client';

/*
 * The administrators' utilisation (shared/capacity.ts utilisation) for every warehouse at once, in
 * SQL: read per warehouse in TypeScript it would be one query per warehouse. The SQL repeats the
 * shared rule exactly (utilisation.test.ts proves it against utilisation()):
 * - booked m²-days: each commitment of kind 'booking' clipped to the window, its m² times the days
 *   left (blocks are not bookings and do not count as used);
 * - available m²-days: the warehouse's total m² (warehouses.total_size_m2, the summed size of its
 *   spaces, kept by every save) times the window's days;
 * - the ratio capped at 1; warehouses without space have none and are left out.
 * Both sums come back as exact numerics (text), for utilisationOfM2Days to divide.
 */

export type WarehouseUtilisationRow = {
  warehouseId: string;
  name: string;
  city: string;
  country: string;
  isActive: boolean;
  totalM2: string;
  bookedM2Days: string;
  availableM2Days: string;
};

/** Booked m²-days per warehouse over the window, from the bookings that share a day with it. */
function bookedM2Days(window: DayRange) {
  // Ranges are stored half-open: the days of a clipped range are its exclusive end minus its start.
  return sql`select warehouse_id,
                    sum(size_m2 * (least(upper(during), ${window.to}::date + 1) - greatest(lower(during), ${window.from}::date))) as m2_days
             from space_commitments
             where kind = 'booking' and during && daterange(${window.from}::date, ${window.to}::date, '[]')
             group by warehouse_id`;
}

/** The `limit` warehouses with bookings in the window, the most used first (then by name). */
export async function findMostUsedWarehouses(db: Executor, window: DayRange, limit: number): Promise<WarehouseUtilisationRow[]> {
  const days = dayCount(window);
  return rowsOf<WarehouseUtilisationRow>(
    db,
    sql`with booked as (${bookedM2Days(window)})
        select w.id as "warehouseId", w.name, w.city, w.country, w.is_active as "isActive",
               w.total_size_m2::text as "totalM2", b.m2_days::text as "bookedM2Days",
               (w.total_size_m2 * ${days}::int)::text as "availableM2Days"
        from booked b
        join warehouses w on w.id = b.warehouse_id
        where w.total_size_m2 > 0
        order by least(1, b.m2_days / (w.total_size_m2 * ${days}::int)) desc, w.name, w.id
        limit ${limit}`,
  );
}

/** Over every warehouse with space: how many, and their booked and available m²-days summed. */
export async function findPlatformUtilisation(
  db: Executor,
  window: DayRange,
): Promise<{ warehouseCount: number; bookedM2Days: string; availableM2Days: string }> {
  const days = dayCount(window);
  const [row] = await rowsOf<{ warehouseCount: number; bookedM2Days: string; availableM2Days: string }>(
    db,
    sql`with booked as (${bookedM2Days(window)})
        select count(*)::int as "warehouseCount",
               coalesce(sum(least(coalesce(b.m2_days, 0), w.total_size_m2 * ${days}::int)), 0)::text as "bookedM2Days",
               coalesce(sum(w.total_size_m2 * ${days}::int), 0)::text as "availableM2Days"
        from warehouses w
        left join booked b on b.warehouse_id = w.id
        where w.total_size_m2 > 0`,
  );
  return row!;
}
