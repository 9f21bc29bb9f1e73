// Owner app entry. `/` for a visitor without a session arrives prerendered (prerender.tsx): hydrate that markup;
// every other page (and `/` for a signed-in owner) arrives with an empty root and is rendered here.
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from './root.tsx';
import './styles.css';

const root = document.getElementById('root')!;
if (root.hasChildNodes()) hydrateRoot(root, <AppRoot />);
else createRoot(root).render(<AppRoot />);
