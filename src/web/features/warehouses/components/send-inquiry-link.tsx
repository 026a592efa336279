import { Send } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@web/app/paths';
import { buttonClassName, type ButtonSize, type ButtonVariant } from '@web/components/ui/button';

/**
 * What a warehouse card or detail page hands to /inquiries/new in the router's `location.state`.
 * The warehouse id is also in the URL (`?warehouseId=`), which survives a reload, a new tab and the
 * detour through /login for a visitor; the state adds what a URL would make noisy (the chosen space
 * type). The new-inquiry page reads the state first and falls back to the query.
 */
export type InquiryPrefillState = {
  warehouseIds: string[];
  /** The space the trader chose on the detail page, if any. */
  spaceTypeId?: string;
};

type SendInquiryLinkProps = {
  warehouseId: string;
  spaceTypeId?: string | null;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
};

/** A link (it navigates) that looks like the Send Inquiry button. */
export function SendInquiryLink({ warehouseId, spaceTypeId, variant = 'primary', size = 'md', className = '' }: SendInquiryLinkProps) {
  const state: InquiryPrefillState = { warehouseIds: [warehouseId], ...(spaceTypeId ? { spaceTypeId } : {}) };
  return (
    <Link to={paths.newInquiry.getHref(warehouseId)} state={state} className={buttonClassName(variant, size, className)}>
      <Send aria-hidden="true" className="size-4" />
      Send Inquiry
    </Link>
  );
}
