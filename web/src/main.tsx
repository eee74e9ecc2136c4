import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { DevelopmentTools } from './app/development-tools';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import { installRoutePrefetch } from './app/routes/route-prefetch';
import { ServiceWorkerUpdater } from './app/service-worker-updater';
import { saveCatalogueInBackground } from './data/catalog-background-save';
import { warmSavedCatalogueWhenOffline } from './data/catalog-offline-warm';
import './index.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html lacks the #root element');

warmSavedCatalogueWhenOffline();
installRoutePrefetch();
saveCatalogueInBackground();

createRoot(rootElement).render(
  <StrictMode>
    <ServiceWorkerUpdater />
    <AppProviders>
      <RouterProvider router={router} />
      <DevelopmentTools />
    </AppProviders>
  </StrictMode>,
);
