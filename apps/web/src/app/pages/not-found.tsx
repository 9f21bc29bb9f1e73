// The generic fallback screen for unknown paths.
import { AlertCircle } from 'lucide-react';
import { useT } from '../i18n/i18n.tsx';

export function NotFound() {
  const t = useT();
  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-50 p-4">
      <div className="w-full max-w-md rounded-xl border bg-white p-6 shadow-sm">
        <div className="mb-4 flex gap-2">
          <AlertCircle className="h-8 w-8 text-red-500" aria-hidden="true" />
          <h1 className="text-2xl font-bold text-gray-900">{t('notFound.title')}</h1>
        </div>
        <p className="mt-4 text-sm text-gray-600">{t('notFound.text')}</p>
      </div>
    </main>
  );
}
