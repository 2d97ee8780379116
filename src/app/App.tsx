// Routes and providers: / landing, /dashboard, /privacy, anything else redirects to / with replacement.
import { useEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { DashboardPage } from '../pages/DashboardPage.tsx';
import { LandingPage } from '../pages/LandingPage.tsx';
import { PrivacyPage } from '../pages/PrivacyPage.tsx';
import { RedactPage } from '../pages/RedactPage.tsx';
import { registerServiceWorker } from '../pwa/registerServiceWorker.ts';
import { AuthProvider } from './AuthProvider.tsx';
import { backendConnection } from './backendConnection.ts';
import { TOAST_CONTAINER_PROPS } from './notify.ts';
import { PageViewTracker } from './PageViewTracker.tsx';
import { RealtimeConnector } from './RealtimeConnector.tsx';
import { SyncProvider } from './SyncProvider.tsx';
import { UpdateToast } from './UpdateToast.tsx';

export function App() {
  useEffect(() => {
    registerServiceWorker((activate) => UpdateToast.show(activate));
  }, []);

  return (
    <AuthProvider>
      <SyncProvider connection={backendConnection()}>
        <RealtimeConnector />
        <BrowserRouter>
          <PageViewTracker />
          <Routes>
            <Route path="/" element={<LandingPage />} />
            <Route path="/dashboard" element={<DashboardPage />} />
            <Route path="/privacy" element={<PrivacyPage />} />
            <Route path="/redact" element={<RedactPage />} />
            <Route path="*" element={<Navigate to="/" replace />} />
          </Routes>
        </BrowserRouter>
      </SyncProvider>
      <ToastContainer {...TOAST_CONTAINER_PROPS} />
    </AuthProvider>
  );
}
