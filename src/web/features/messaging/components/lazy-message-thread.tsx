import { lazySection } from '@web/components/ui/lazy-section';

/**
 * The conversation at the foot of a booking's or an inquiry's page (the trader's and the
 * administrator's), its code loaded once the record above it is drawn (decision 251); meanwhile a
 * frame of the thread's height, at 360 px and from md up.
 */
export const LazyMessageThread = lazySection(() => import('./message-thread').then((module) => module.MessageThread), 'h-[570px] md:h-[670px]');
