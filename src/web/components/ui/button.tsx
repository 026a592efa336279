import type { ButtonHTMLAttributes, Ref } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'dangerOutline' | 'ghost' | 'inverse' | 'outlineInverse';
export type ButtonSize = 'sm' | 'md' | 'lg';

// A label may wrap (a French "Enregistrer les coordonnées de facturation" is wider than a phone); the
// sizes' min-h keeps a one-line button's height.
const BASE =
  'inline-flex items-center justify-center gap-2 rounded-md text-center font-semibold ' +
  'transition-colors disabled:cursor-not-allowed disabled:opacity-60';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'border border-brand-700 bg-white text-brand-800 hover:bg-brand-50',
  danger: 'bg-danger text-white hover:bg-red-800',
  /** A destructive action among a row's others: quiet until hovered, still red in words and border. */
  dangerOutline: 'border border-danger bg-white text-danger hover:bg-red-50',
  ghost: 'text-ink hover:bg-surface-muted',
  /** For dark (navy) backgrounds. */
  inverse: 'bg-white text-brand-900 hover:bg-brand-50',
  outlineInverse: 'border border-brand-200 bg-transparent text-white hover:bg-brand-800',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3 text-sm',
  md: 'min-h-11 px-4 text-sm',
  lg: 'min-h-12 px-6 text-base',
};

/** The button look, for links that should look like buttons. */
export function buttonClassName(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  extra = '',
): string {
  return `${BASE} ${VARIANTS[variant]} ${SIZES[size]} ${extra}`.trim();
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  ref?: Ref<HTMLButtonElement>;
};

export function Button({
  variant = 'primary',
  size = 'md',
  className = '',
  type = 'button',
  ...props
}: ButtonProps) {
  return <button type={type} className={buttonClassName(variant, size, className)} {...props} />;
}
