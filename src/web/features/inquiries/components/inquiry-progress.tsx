import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Circle } from 'lucide-react';
import { INQUIRY_STATUS_TEXTS, progressSteps, type InquiryStatus, type ProgressStep } from '@shared/statuses/inquiry';
import { PanelSection } from '@web/components/ui/panel-section';
import { InquiryStatusBadge } from './inquiry-status-badge';

/** The four steps' names (spec 02 section 4), in the reader's language; the shared steps are keys. */
const STEP_NAMES = {
  Draft: msg`Draft`,
  Submitted: msg`Submitted`,
  Offer: msg`Offer`,
  Confirmed: msg`Confirmed`,
} as const satisfies Record<ProgressStep, unknown>;

/** The status panel of the detail screen: the four steps (spec 02 section 4) and the status text. */
export function InquiryProgress({ status }: { status: InquiryStatus }) {
  const { t, i18n } = useLingui();
  const steps = progressSteps(status);
  return (
    <PanelSection title={<Trans>Status</Trans>} action={<InquiryStatusBadge status={status} />}>
      <ol aria-label={t`Progress`} className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {steps.map(({ step, isComplete }) => (
          <li
            key={step}
            className={`flex items-center gap-2 rounded-md border px-3 py-2 text-sm ${
              isComplete ? 'border-accent-300 bg-accent-50 font-semibold text-accent-900' : 'border-line bg-white text-ink-muted'
            }`}
          >
            {isComplete ? (
              <Check aria-hidden="true" className="size-4 shrink-0" />
            ) : (
              <Circle aria-hidden="true" className="size-4 shrink-0" />
            )}
            <span>{i18n._(STEP_NAMES[step])}</span>
            <span className="sr-only">{isComplete ? <Trans>(complete)</Trans> : <Trans>(not yet)</Trans>}</span>
          </li>
        ))}
      </ol>
      <p className="mt-4 text-ink">{INQUIRY_STATUS_TEXTS[status]}</p>
    </PanelSection>
  );
}
