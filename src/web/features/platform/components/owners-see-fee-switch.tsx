import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { GENERIC_MESSAGES } from '@shared/errors';
import { ErrorAlert } from '@web/components/ui/alert';
import { useNotice } from '@web/components/ui/notice';
import { Spinner } from '@web/components/ui/spinner';
import { Switch } from '@web/components/ui/switch';
import { errorMessage } from '@web/lib/error-message';
import { usePlatformConfig } from '../api/get-platform-config';
import { useUpdatePlatformConfig } from '../api/update-platform-config';

/**
 * Whether warehouse owners see the platform fee and the all-in total of bookings on their
 * warehouses. Off by default; the server leaves those figures out of the owners' answers while it is
 * off (issue #37, docs/decisions/198-owners-see-their-amounts-only.md).
 */
export function OwnersSeeFeeSwitch() {
  const { t } = useLingui();
  const config = usePlatformConfig();
  const updateConfig = useUpdatePlatformConfig();
  const notice = useNotice();
  const nameId = useId();
  const descriptionId = useId();

  if (config.isPending) return <Spinner label={t`Loading the platform settings…`} showLabel />;
  if (config.isError) return <ErrorAlert>{errorMessage(config.error, GENERIC_MESSAGES.default)}</ErrorAlert>;

  const isOn = config.data.ownersSeePlatformFee;
  // A switch has no place for a message of its own: its outcome is a notice, as the feature switches'
  // (decision 209). Said here, not in the request's meta: the fee form shares the request and keeps its own alert.
  function onChange(next: boolean) {
    updateConfig.mutate(
      { ownersSeePlatformFee: next },
      {
        onSuccess: (after) => notice.success(after.ownersSeePlatformFee ? t`Owners now see the platform fee` : t`Owners no longer see the platform fee`),
        onError: (error) => notice.failure(errorMessage(error, GENERIC_MESSAGES.default)),
      },
    );
  }

  return (
    <div className="max-w-2xl space-y-3">
      <div className="flex items-start justify-between gap-4">
        <div>
          <h3 id={nameId} className="font-semibold text-ink">
            <Trans>Owners see the platform fee</Trans>
          </h3>
          <p id={descriptionId} className="mt-1 text-sm text-ink-muted">
            <Trans>
              When on, warehouse owners see the platform fee and the total the customer pays on bookings of their warehouses. When off, they
              see only their own space and service amounts.
            </Trans>
          </p>
        </div>
        <Switch isOn={isOn} onChange={onChange} labelledBy={nameId} describedBy={descriptionId} disabled={updateConfig.isPending} />
      </div>
    </div>
  );
}
