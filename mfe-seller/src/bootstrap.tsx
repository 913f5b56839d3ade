import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneApp } from './standalone-app';
import './standalone.css';

/** The remote's own page for its team's development (`npm run dev`); the shell never loads it. */
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <StandaloneApp />
  </StrictMode>,
);
