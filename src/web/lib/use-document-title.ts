import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';

const SITE_NAME = '24WM';

/** Sets the tab title to "{title} | 24WM", or the site's full title when none is given. */
export function useDocumentTitle(title?: string): void {
  const { t } = useLingui();
  const siteTitle = t`Warehouse space and cargo agent for Europe, Asia and Africa`;
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : `${SITE_NAME} | ${siteTitle}`;
  }, [title, siteTitle]);
}
