import type { ComponentType, ReactNode } from 'react';
import { GENERIC_MESSAGES } from '@shared/errors';
import { lazySlot } from '../lazy-slot';
import { ErrorAlert } from './alert';
import { Spinner } from './spinner';

/**
 * A piece of a page loaded in its place (a form opened, a section under a record): `loading` stands
 * there while its code loads; if it cannot load (offline, a new release), an alert says why instead.
 */
export function lazyInPlace<Props extends object>(load: () => Promise<ComponentType<Props>>, loading: ReactNode) {
  return lazySlot(load, { loading, failed: <ErrorAlert>{GENERIC_MESSAGES.network}</ErrorAlert> });
}

/**
 * A section low on a record's page (goods received, goods out, invoices, the messages) whose code
 * loads once the page above it is drawn (decision 251): out of the page's own code, the record paints
 * sooner and each section renders in a task of its own. Meanwhile a frame with a spinner keeps
 * `heightClassName` of room (a record list's loading height by default), so what follows moves little
 * when it arrives.
 */
export function lazySection<Props extends object>(load: () => Promise<ComponentType<Props>>, heightClassName = 'min-h-28') {
  return lazyInPlace(
    load,
    <div className={`panel p-5 ${heightClassName}`}>
      <Spinner />
    </div>,
  );
}
