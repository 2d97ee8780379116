// Browser entry point.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'bulma/css/bulma.min.css';
import './styles.css';
import { observeDownloads } from '../backend/networkLedger.ts';
import { App } from './App.tsx';

// The app's files and models, fetched by the browser and libraries, go in the network ledger too.
observeDownloads();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
