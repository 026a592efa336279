import { lazySlot } from '@web/components/lazy-slot';

/*
 * Both footers start below the fold on every page (decision 208), so neither is in the first load:
 * each is a chunk of its own, fetched as the page first draws. The public one keeps its room with a
 * stand-in of its height meanwhile; the console's is one slim line, for administrators only.
 */
const PublicFooter = lazySlot(() => import('./public-footer').then((module) => module.PublicFooter), {
  loading: <div className="h-[49.25rem] bg-brand-900 sm:h-[38.5rem] md:h-[27.5rem] lg:h-[26rem]" />,
});
const CompactFooter = lazySlot(() => import('./compact-footer').then((module) => module.CompactFooter));

export function SiteFooter({ isCompact = false }: { isCompact?: boolean }) {
  return isCompact ? <CompactFooter /> : <PublicFooter />;
}
