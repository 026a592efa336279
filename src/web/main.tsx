import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { isRouteErrorResponse } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { installGlobalErrorReporting, reportClientError } from './lib/report-client-error';
import './styles.css';

installGlobalErrorReporting();

const router = createAppRouter();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element to render into.');

createRoot(rootElement).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider
        router={router}
        onError={(error, info) => {
          // A 4xx the router raised (no match) is expected, not a defect worth a report.
          if (isRouteErrorResponse(error) && error.status < 500) return;
          reportClientError(error, { componentStack: info.errorInfo?.componentStack ?? undefined });
        }}
      />
    </AppProviders>
  </StrictMode>,
);
