// Respondent runner entry for /embed — never imports owner-app code.
import { createRoot } from 'react-dom/client';
import { EmbedPage } from './embed-page.tsx';
import './embed.css';

createRoot(document.getElementById('root')!).render(<EmbedPage />);
