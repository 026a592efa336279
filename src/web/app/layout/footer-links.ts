import { msg } from '@lingui/core/macro';
import { paths } from '@web/app/paths';

/**
 * The footer's links, by group: the full footer shows them all, the console's compact one the spec's four.
 * Their words are message descriptors, read in the language of the moment where they are drawn.
 */
export const FOOTER_GROUPS = [
  {
    key: 'company',
    heading: msg`Company`,
    links: [
      { label: msg`About`, to: paths.about.getHref() },
      { label: msg`FAQ`, to: paths.faq.getHref() },
      { label: msg`Contact`, to: paths.contact.getHref() },
    ],
  },
  {
    key: 'marketplace',
    heading: msg`Marketplace`,
    links: [
      { label: msg`Browse Warehouses`, to: paths.warehouses.getHref() },
      { label: msg`List Your Warehouse`, to: paths.listingRequest.getHref() },
    ],
  },
  {
    key: 'legal',
    heading: msg`Legal`,
    links: [
      { label: msg`Terms & Conditions`, to: paths.terms.getHref() },
      { label: msg`Privacy Policy`, to: paths.privacy.getHref() },
    ],
  },
] as const;
