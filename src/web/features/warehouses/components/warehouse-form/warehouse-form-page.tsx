import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ReferenceData } from '@shared/contracts/reference';
import { ErrorAlert, RetryAlert } from '@web/components/ui/alert';
import { Spinner } from '@web/components/ui/spinner';

type WarehouseFormPageProps = {
  title: string;
  intro: string;
  reference: UseQueryResult<ReferenceData>;
  /** Shown when the reference lists fail to load. */
  referenceFailedText?: string;
  /** Shown between the heading and the form (a permission notice). */
  notice?: ReactNode;
  /** Load failure of anything else the page needs (the warehouse being edited). */
  loadError?: ReactNode;
  isLoading?: boolean;
  children: (reference: ReferenceData) => ReactNode;
};

/** The frame of the create and edit screens: heading, loading and error states, then the form. */
export function WarehouseFormPage({
  title,
  intro,
  reference,
  referenceFailedText,
  notice,
  loadError,
  isLoading = false,
  children,
}: WarehouseFormPageProps) {
  const { t } = useLingui();
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{title}</h1>
      <p className="mt-2 text-ink-muted">{intro}</p>
      {notice && <div className="mt-6">{notice}</div>}
      <div className="mt-8">
        {loadError ? (
          <ErrorAlert>{loadError}</ErrorAlert>
        ) : !reference.data && reference.isError ? (
          <RetryAlert
            message={referenceFailedText ?? t`The lists of space types, features and services could not be loaded.`}
            retryLabel={t`Try again`}
            onRetry={reference.refetch}
          />
        ) : isLoading || !reference.data ? (
          <Spinner label={t`Loading the form…`} showLabel className="py-16" />
        ) : (
          children(reference.data)
        )}
      </div>
    </div>
  );
}
