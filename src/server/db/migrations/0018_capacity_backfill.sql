-- Space sold before capacity was counted (0017): every accepted offer commits its lines, summed per
-- space type, for its inquiry's dates, as accepting one does now (shared/capacity.ts). A booking
-- already completed or cancelled keeps only the days before that day (releasedRange), so utilisation
-- still counts what was used.
INSERT INTO space_commitments (warehouse_id, space_type_id, kind, offer_id, size_m2, during)
SELECT warehouse_id, space_type_id, 'booking', offer_id, size_m2, during
FROM (
  SELECT i.warehouse_id, os.space_type_id, o.id AS offer_id, sum(os.space_allocated_m2) AS size_m2,
         daterange(i.start_date,
                   CASE WHEN b.status IN ('completed', 'cancelled')
                        THEN greatest(i.start_date, least(i.end_date + 1, coalesce(b.completed_at, b.cancelled_at)::date))
                        ELSE i.end_date + 1 END) AS during
  FROM offers o
  JOIN inquiries i ON i.id = o.inquiry_id
  JOIN offer_spaces os ON os.offer_id = o.id
  LEFT JOIN bookings b ON b.offer_id = o.id
  WHERE o.status = 'accepted' AND os.space_allocated_m2 > 0
    AND NOT EXISTS (SELECT 1 FROM space_commitments c WHERE c.offer_id = o.id)
  GROUP BY i.warehouse_id, os.space_type_id, o.id, i.start_date, i.end_date, b.status, b.completed_at, b.cancelled_at
) sold
WHERE NOT isempty(during);
