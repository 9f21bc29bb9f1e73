// One Buy Credits dialog for the whole app, opened from the credits widget or from a 402 message anywhere.
import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useState } from 'react';

// Loaded on first use, so the landing page's bundle does not carry the dialog.
const BuyCreditsDialog = lazy(() =>
  import('../components/buy-credits-dialog.tsx').then((m) => ({ default: m.BuyCreditsDialog })),
);

const OpenBuyCredits = createContext<() => void>(() => {});

export function BuyCreditsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const openDialog = useCallback(() => {
    setUsed(true);
    setOpen(true);
  }, []);
  return (
    <OpenBuyCredits.Provider value={openDialog}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <BuyCreditsDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </OpenBuyCredits.Provider>
  );
}

/** Opens the Buy Credits dialog. */
export function useBuyCredits(): () => void {
  return useContext(OpenBuyCredits);
}
