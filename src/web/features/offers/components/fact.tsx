import type { ReactNode } from 'react';

type FactProps = {
  term: ReactNode;
  /** The value's classes, where it stands out (the inquiry's number, the warehouse's name). */
  valueClassName?: string;
  /** The item's classes (its span in the list's grid). */
  className?: string;
  testId?: string;
  children: ReactNode;
};

/** One fact of an inquiry or its offer in a definition list: its term, muted, above its value. */
export function Fact({ term, valueClassName = 'text-ink', className, testId, children }: FactProps) {
  return (
    <div className={className}>
      <dt className="text-ink-muted">{term}</dt>
      <dd className={valueClassName} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
