import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'mana-font/css/mana.min.css';
import './ui/styles/index.css';
import { animFromSearch, gameStore } from './store';
import { App } from './ui/App';
import { ErrorBoundary } from './ui/ErrorBoundary';
import { installNavigation } from './ui/share/navigation';
import { installTestHook } from './ui/test-hook';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const anim = animFromSearch(window.location.search);
if (anim) gameStore.getState().setAnimSpeed(anim.speed, anim.locked);
else if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) gameStore.getState().setAnimSpeed(0);
installTestHook();
installNavigation();

createRoot(root).render(
  <StrictMode>
    <ErrorBoundary>
      <App />
    </ErrorBoundary>
  </StrictMode>,
);
