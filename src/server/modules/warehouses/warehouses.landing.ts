import { BROWSE_PAGE_SIZE } from '@shared/paging';
import { MAIN_IMAGE_SIZES, mainImageSrcSet } from '@shared/image-sizes';
import type { BrowseResponse } from '@shared/contracts/warehouses';
import { browseWarehouses, type BrowseDeps } from './warehouses.browse.service';
import { getWarehouse, type WarehouseReadDeps } from './warehouses.service';
import { apiReadPreload } from '../../platform/delivery';

/** A warehouse page's address (the web's paths.warehouse). */
const WAREHOUSE_PAGE = /^\/m-warehouses\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** Quotes a Link parameter's value (RFC 8288 quoted-string). Image addresses are ours, but a comma or quote must not split the header. */
function quoted(value: string): string {
  return `"${value.replace(/["\\]/g, '\\$&')}"`;
}

/**
 * What the HTML of a landing page tells the browser to fetch before the app's code asks for it
 * (`Link: rel=preload`), beside the page's code (pageCodePreloads): its first API read, and the
 * image of its largest paint, which the browser would
 * otherwise only find once the code had run and the cards were drawn (on a phone, most of the time
 * between the first paint and the largest one). Only the exact requests the pages make
 * (tests/e2e/delivery.spec.ts counts them): browse without filters and a warehouse page. The image is
 * the one a visitor sees (the first card's thumbnail, the warehouse's main image with the same srcset
 * and sizes as its <img>); a signed-in owner whose own inactive listing comes first fetches one
 * thumbnail for nothing. The reads are the API's own, so visibility is its rule.
 */
export async function landingPreloads(deps: BrowseDeps & WarehouseReadDeps, url: string): Promise<string[]> {
  const [pathname, search] = url.split('?', 2);
  if (search) return [];
  if (pathname === '/m-warehouses') {
    const firstCard = JSON.parse(await browseWarehouses(deps, null, { page: 1, pageSize: 1 })) as BrowseResponse;
    const thumbnailUrl = firstCard.items[0]?.thumbnailUrl;
    return [
      apiReadPreload(`/api/warehouses?page=1&pageSize=${BROWSE_PAGE_SIZE}`),
      ...(thumbnailUrl ? [`<${thumbnailUrl}>; rel=preload; as=image; fetchpriority=high`] : []),
    ];
  }
  const warehouse = WAREHOUSE_PAGE.exec(pathname ?? '');
  if (!warehouse) return [];
  const id = warehouse[1]!.toLowerCase();
  const mainImage = await getWarehouse(deps, null, id).then(
    (detail) => detail.images[0],
    () => undefined, // not found or not visible: the page says so, with no picture to fetch
  );
  return [
    apiReadPreload(`/api/warehouses/${id}`),
    ...(mainImage
      ? [`<${mainImage.url}>; rel=preload; as=image; imagesrcset=${quoted(mainImageSrcSet(mainImage))}; imagesizes=${quoted(MAIN_IMAGE_SIZES)}; fetchpriority=high`]
      : []),
  ];
}
