// Respondent runner entry for /embed — never imports owner-app code.
import { createRoot } from 'react-dom/client';
import './embed.css';

function EmbedPage() {
  return <p>Loading form...</p>;
}

createRoot(document.getElementById('root')!).render(<EmbedPage />);
