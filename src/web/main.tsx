import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { ErrorBoundary, RootErrorScreen } from './app/error-screens';
import { AppProviders } from './app/providers';
import { AppRoutes, preloadPage } from './app/router';
import { installGlobalErrorReporting } from './lib/report-client-error';
import './styles.css';

installGlobalErrorReporting();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element to render into.');

// The first page's chunk before the first render (see preloadPage); a chunk that fails to load is
// left to the page frame, which shows its error when it renders the page.
void preloadPage(window.location.pathname)
  .catch(() => undefined)
  .then(() =>
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
    ),
  );
