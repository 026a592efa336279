import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { RootErrorScreen } from './app/error-screens';
import { ErrorBoundary } from './components/error-boundary';
import { AppProviders, appQueryClient } from './app/providers';
import { AppRoutes, preloadPage } from './app/router';
import { installGlobalErrorReporting } from './lib/report-client-error';
import './styles.css';

installGlobalErrorReporting();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element to render into.');

// The first page's chunk, and a landing page's first read, before the first render (see preloadPage);
// a chunk that fails to load is left to the page frame, which shows its error when it renders the page.
// The first render is a transition, so React yields to the browser while it builds a whole page of
// cards instead of blocking it for hundreds of milliseconds on a phone (docs/decisions/157-first-render-is-a-transition.md).
void preloadPage(window.location, appQueryClient)
  .catch(() => undefined)
  .then(() =>
    startTransition(() =>
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
    ),
  );
