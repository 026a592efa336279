/**
 * Platform features an administrator switches on and off (/admin/features). Each key gates real
 * behaviour on the server and on screen; the domain that owns the behaviour checks its key.
 */
export const PLATFORM_FEATURES = [
  {
    key: 'listing_requests',
    name: 'Listing Requests',
    description: 'Visitors can send new requests to list a warehouse.',
  },
  {
    key: 'inquiries',
    name: 'New Inquiries',
    description: 'Traders can send new inquiries for warehouse space.',
  },
  {
    key: 'messaging',
    name: 'Messaging',
    description: 'Traders, owners and administrators can write in inquiry and booking threads. When off, threads are read-only.',
  },
  {
    key: 'map_view',
    name: 'Map View',
    description: 'The warehouse list can be shown on a map.',
  },
  {
    key: 'offer_actions',
    name: 'Offer Responses',
    description: 'Traders can accept, reject or request changes to offers they receive.',
  },
] as const;

export type PlatformFeatureKey = (typeof PLATFORM_FEATURES)[number]['key'];

/**
 * Each feature's name and what it does, by key, as screens show them and the server's messages name
 * them ("Messaging is currently switched off…"): label maps of the shared catalogue, so in the reader's
 * language (scripts/shared-messages.ts). The rows of platform_features keep the English.
 */
export const PLATFORM_FEATURE_LABELS = Object.fromEntries(PLATFORM_FEATURES.map(({ key, name }) => [key, name])) as Record<PlatformFeatureKey, string>;
export const PLATFORM_FEATURE_TEXTS = Object.fromEntries(PLATFORM_FEATURES.map(({ key, description }) => [key, description])) as Record<PlatformFeatureKey, string>;
