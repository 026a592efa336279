import type { Profile } from '@shared/contracts/profile';
import { formatDate } from '@shared/dates';
import { VAT_VERIFICATION_TEXTS } from '@shared/errors';
import { checkVatNumber, isEuMemberState, normalizeVatNumber } from '@shared/vat';

/** Where the agent is established (decision 211): a business there pays the agent's VAT, verified or not. */
const AGENT_COUNTRY = 'EE';

/**
 * What the VAT number field says under it (decision 215): whether the number typed is the saved one
 * an administrator verified, and what that means for invoices (vatTreatment, decision 211). A number
 * other than the saved one is not verified: saving it clears the verification. Nothing without a number.
 */
export function vatNumberHint(saved: Pick<Profile, 'vatNumber' | 'vatNumberVerifiedAt'>, typed: string | null | undefined): string | undefined {
  const number = normalizeVatNumber(typed ?? '');
  if (number === '') return undefined;
  const isSavedNumber = saved.vatNumber !== null && normalizeVatNumber(saved.vatNumber) === number;
  if (!isSavedNumber || saved.vatNumberVerifiedAt === null) return VAT_VERIFICATION_TEXTS.profileNotVerified;
  const date = formatDate(saved.vatNumberVerifiedAt);
  const checked = checkVatNumber(number);
  const country = checked.ok ? checked.country : null;
  if (country === AGENT_COUNTRY) return VAT_VERIFICATION_TEXTS.profileVerifiedInEstonia(date);
  if (country === null || !isEuMemberState(country)) return VAT_VERIFICATION_TEXTS.profileVerifiedOutsideEu(date);
  return VAT_VERIFICATION_TEXTS.profileVerified(date);
}
