// Respondent runner entry for /embed — never imports owner-app code.
// early-load goes first so the form request starts before anything else runs.
import './early-load.ts';
import { createRoot } from 'react-dom/client';
import { EmbedPage } from './embed-page.tsx';
import './embed.css';

createRoot(document.getElementById('root')!).render(<EmbedPage />);
