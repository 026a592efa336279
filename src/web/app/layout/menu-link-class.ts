/** A link of the phone's menu, the header's own items and the workspace's alike. */
export const menuLinkClass = ({ isActive }: { isActive: boolean }) =>
  'flex min-h-12 items-center rounded-md px-3 text-base font-medium text-ink hover:bg-surface-muted ' +
  (isActive ? 'bg-brand-50 underline decoration-accent-600 decoration-2 underline-offset-4' : '');
