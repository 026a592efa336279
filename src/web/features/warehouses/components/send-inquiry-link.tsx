import { Trans } from '@lingui/react/macro';
import { Send } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@web/app/paths';
import { buttonClassName, type ButtonSize, type ButtonVariant } from '@web/components/ui/button';

type SendInquiryLinkProps = {
  warehouseId: string;
  spaceTypeId?: string | null;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
};

/** A link (it navigates) that looks like the Send Inquiry button; the choice travels in the URL (see paths.newInquiry). */
export function SendInquiryLink({ warehouseId, spaceTypeId, variant = 'primary', size = 'md', className = '' }: SendInquiryLinkProps) {
  return (
    <Link to={paths.newInquiry.getHref(warehouseId, { spaceTypeId })} className={buttonClassName(variant, size, className)}>
      <Send aria-hidden="true" className="size-4" />
      <Trans>Send Inquiry</Trans>
    </Link>
  );
}
