/**
 * The home page's search, sent to browse as browse's own URL parameters (browse-params.ts reads and
 * checks them): the place as the
 * free-text search `q`, the dates as `from` and `to`, and the space needed as `minFree` (m² free on
 * every day of the dates) when both dates are given, else as `minSize` (the server takes a minimum of
 * free space only with dates). Empty fields are left out. Kept apart from browse-params, which would
 * bring its checks and formatting into the home page's first load (bench/size.ts allows this file).
 */
export type HomeSearch = { location: string; from: string; to: string; size: string };

export function homeSearchQuery({ location, from, to, size }: HomeSearch): string {
  const pairs: [string, string][] = [];
  const q = location.trim();
  const m2 = size.trim();
  const hasDates = Boolean(from && to);
  if (q) pairs.push(['q', q]);
  if (m2 && !hasDates) pairs.push(['minSize', m2]);
  if (from) pairs.push(['from', from]);
  if (to) pairs.push(['to', to]);
  if (m2 && hasDates) pairs.push(['minFree', m2]);
  return new URLSearchParams(pairs).toString();
}
