import type { ReactNode } from 'react';

type AuthCardProps = {
  title: string;
  /** One sentence under the title. */
  intro?: ReactNode;
  children: ReactNode;
  /** Links under the card ("Register here"). */
  footer?: ReactNode;
};

/** The frame of the sign-in, sign-up and password screens: a narrow card centred on the page. */
export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
  return (
    <div className="bg-surface-muted px-4 py-12 sm:py-16">
      <div className="mx-auto w-full max-w-md">
        <div className="panel p-6 sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
          {intro && <div className="mt-2 text-sm leading-6 text-ink-muted">{intro}</div>}
          <div className="mt-6">{children}</div>
        </div>
        {footer && <div className="mt-6 text-center text-sm text-ink-muted">{footer}</div>}
      </div>
    </div>
  );
}

export const AUTH_LINK_CLASS = 'font-semibold text-accent-700 underline underline-offset-2 hover:text-accent-800';
