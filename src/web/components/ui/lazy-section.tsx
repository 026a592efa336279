import type { ComponentType } from 'react';
import { GENERIC_MESSAGES } from '@shared/errors';
import { lazySlot } from '../lazy-slot';
import { ErrorAlert } from './alert';
import { Spinner } from './spinner';

/**
 * A section low on a record's page (goods received, goods out, invoices, the messages) whose code
 * loads once the page above it is drawn (decision 251): out of the page's own code, the record paints
 * sooner and each section renders in a task of its own. Meanwhile a frame with a spinner keeps
 * `heightClassName` of room (a record list's loading height by default), so what follows moves little
 * when it arrives; if the code cannot load (offline, a new release), an alert says why in its place.
 */
export function lazySection<Props extends object>(load: () => Promise<ComponentType<Props>>, heightClassName = 'min-h-28') {
  return lazySlot(load, {
    loading: (
      <div className={`rounded-xl border border-line bg-white p-5 shadow-sm ${heightClassName}`}>
        <Spinner />
      </div>
    ),
    failed: <ErrorAlert>{GENERIC_MESSAGES.network}</ErrorAlert>,
  });
}
