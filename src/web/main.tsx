import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { ErrorBoundary, RootErrorScreen } from './app/error-screens';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { installGlobalErrorReporting } from './lib/report-client-error';
import './styles.css';

installGlobalErrorReporting();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element to render into.');

createRoot(rootElement).render(
  <StrictMode>
    <ErrorBoundary fallback={<RootErrorScreen />}>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </ErrorBoundary>
  </StrictMode>,
);
