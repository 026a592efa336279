import { paths } from '@web/app/paths';

/** The footer's links, by group: the full footer shows them all, the console's compact one the spec's four. */
export const FOOTER_GROUPS = [
  {
    heading: 'Company',
    links: [
      { label: 'About', to: paths.about.getHref() },
      { label: 'FAQ', to: paths.faq.getHref() },
      { label: 'Contact', to: paths.contact.getHref() },
    ],
  },
  {
    heading: 'Marketplace',
    links: [
      { label: 'Browse Warehouses', to: paths.warehouses.getHref() },
      { label: 'List Your Warehouse', to: paths.listingRequest.getHref() },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { label: 'Terms & Conditions', to: paths.terms.getHref() },
      { label: 'Privacy Policy', to: paths.privacy.getHref() },
    ],
  },
] as const;
