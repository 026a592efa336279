import { zodResolver } from '@hookform/resolvers/zod';
import { Trans } from '@lingui/react/macro';
import { useMemo } from 'react';
import { FormProvider, get, set, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import type { OfferDetail, OfferFormContext } from '@shared/contracts/offers';
import { INQUIRY_MESSAGES, OFFER_MESSAGES } from '@shared/errors';
import { canOffer } from '@shared/statuses/offer';
import { ErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { useSavingForm } from '@web/lib/use-form-save';
import { useCreateOffer } from '../../api/create-offer';
import { useUpdateOffer } from '../../api/update-offer';
import {
  allocationCapacityChecks,
  formPathForServerPath,
  offerFigures,
  offerFormSchema,
  offerFormValues,
  toSaveOfferBody,
  type OfferFormOutput,
  type OfferFormValues,
} from './form-values';
import { ChangesRequestedNote, InquirySection } from './inquiry-section';
import { ServicesSection } from './services-section';
import { SpaceAllocationsSection } from './space-allocations-section';
import { NotesAndValiditySection, SummarySection } from './summary-section';
import { TermsSection } from './terms-section';

export type OfferFormProps = {
  context: OfferFormContext;
  /** Editing: the offer whose values fill the form. */
  offer?: OfferDetail;
  onSaved: () => void;
  onCancel: () => void;
};

/** The contract's checks (see offerFormSchema), run on submit; a message goes when its field is edited. */
const schemaResolver = zodResolver(offerFormSchema);

/**
 * The schema's checks and the capacity check together, so one submit shows every message: an
 * allocation beyond what is free is told beside its field even while another field is wrong. A field
 * the schema already refused keeps the schema's message.
 */
function offerResolver(spaces: OfferFormContext['spaces']): Resolver<OfferFormValues, unknown, OfferFormOutput> {
  return async (values, resolverContext, options) => {
    const result = await schemaResolver(values, resolverContext, options);
    const checks = allocationCapacityChecks(values, spaces);
    if (checks.length === 0) return result;
    const errors: FieldErrors<OfferFormValues> = { ...result.errors };
    for (const { path, message } of checks) if (!get(errors, path)) set(errors, path, { type: 'validate', message });
    return { values: {}, errors };
  };
}

/**
 * The administrator's offer form, for creating and editing (spec 02 sections 2, 5 and 9). Every
 * figure is computed live with the same shared functions the server prices the offer with. A
 * failed submit, the form's own checks or the server's answer, shows each message beside its field
 * and moves focus to the first one.
 */
export function OfferForm({ context, offer, onSaved, onCancel }: OfferFormProps) {
  const isEditing = offer !== undefined;
  const resolver = useMemo(() => offerResolver(context.spaces), [context.spaces]);
  const { form, formRef, formError, setFormError, showSaveError, submitWith } = useSavingForm<OfferFormValues, OfferFormOutput>(
    { defaultValues: offerFormValues(context, offer), resolver },
    { formPathFor: formPathForServerPath, fallback: OFFER_MESSAGES.saveFailed },
  );
  const { control } = form;
  const createOffer = useCreateOffer();
  const updateOffer = useUpdateOffer();
  const isPending = createOffer.isPending || updateOffer.isPending;
  const [spaces, services, feePercentage, feeAmount] = useWatch({ control, name: ['spaces', 'services', 'feePercentage', 'feeAmount'] });
  const figures = offerFigures({ spaces, services, feePercentage, feeAmount }, context.inquiry.days);

  /** Saves the offer as a draft, or sends it. */
  function saveWith(send: boolean) {
    return submitWith((parsed: OfferFormOutput) => {
      const body = toSaveOfferBody(parsed, context, send);
      const fallback = isEditing ? INQUIRY_MESSAGES.updateOfferFailed : send ? OFFER_MESSAGES.sendFailed : OFFER_MESSAGES.saveFailed;
      const options = { onSuccess: onSaved, onError: (error: unknown) => showSaveError(error, fallback) };
      if (offer) updateOffer.mutate({ offerId: offer.id, body }, options);
      else createOffer.mutate({ inquiryId: context.inquiry.id, body }, options);
    });
  }

  const canSend = !offer || canOffer('send', offer.status);

  return (
    <FormProvider {...form}>
      <form ref={formRef} onSubmit={saveWith(false)} noValidate className="space-y-6">
        <InquirySection inquiry={context.inquiry} />
        {offer?.changesRequested && <ChangesRequestedNote text={offer.changesRequested} />}
        <SpaceAllocationsSection spaces={context.spaces} lineTotalsCents={figures.spaceTotalsCents} />
        <ServicesSection context={context} isEditing={isEditing} lineTotalsCents={figures.serviceTotalsCents} />
        <TermsSection />
        {/* The last submit's refusal ("Valid until must be today or later.") is stale once the date changes. */}
        <NotesAndValiditySection onDateChange={() => setFormError(null)} />
        <SummarySection figures={figures} />

        <ErrorAlert>{formError}</ErrorAlert>

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onCancel} disabled={isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="secondary" disabled={isPending}>
            {isEditing ? <Trans>Update</Trans> : <Trans>Save as Draft</Trans>}
          </Button>
          {canSend && (
            <Button onClick={saveWith(true)} disabled={isPending}>
              <Trans>Send Offer</Trans>
            </Button>
          )}
        </div>
      </form>
    </FormProvider>
  );
}
