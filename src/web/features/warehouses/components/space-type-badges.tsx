import { useLingui } from '@lingui/react/macro';
import { referenceText } from '@web/lib/reference-texts';

type SpaceTypeBadgesProps = {
  names: readonly string[];
  className?: string;
};

/** The kinds of space a warehouse offers (Indoor, Bonded...), each named once. */
export function SpaceTypeBadges({ names, className = '' }: SpaceTypeBadgesProps) {
  const { t } = useLingui();
  const unique = [...new Set(names)];
  if (unique.length === 0) return null;
  return (
    <ul aria-label={t`Space types`} className={`flex flex-wrap gap-1.5 ${className}`}>
      {unique.map((name) => (
        <li key={name} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-inset ring-brand-200">
          {referenceText(name)}
        </li>
      ))}
    </ul>
  );
}
