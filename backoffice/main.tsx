import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { maySignedIn } from './auth/maySignedIn.ts';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// /admin-auth arrives rendered for a visitor without a session (scripts/prerender-admin-auth.ts):
// it is hydrated, so the form already on screen stays. With a session (or an e-mailed code) the page
// is another one: it is drawn from scratch instead.
if (root.hasChildNodes() && !maySignedIn()) {
  // As a transition, hydration works in short slices: a tap on the drawn form is never held up long.
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  root.replaceChildren();
  createRoot(root).render(app);
}
