import { useLingui } from '@lingui/react/macro';
import type { ComponentType } from 'react';
import { lazyInPlace } from './lazy-section';
import { Spinner } from './spinner';

function FormLoading() {
  const { t } = useLingui();
  return <Spinner label={t`Loading form…`} showLabel className="py-6" />;
}

/**
 * A form opened in place (a payment, a goods receipt, an edit) whose code loads when it is first
 * opened: most who read the page never open it, and its fields, their checks and the schema library
 * under them were a third of a booking's page (issue #37). While it loads, a spinner says so where the
 * form will be; if it cannot load (offline, a new release), an alert says why in its place.
 */
export function lazyForm<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazyInPlace(load, <FormLoading />);
}
