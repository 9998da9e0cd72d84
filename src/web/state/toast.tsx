import X from 'lucide-react/icons/x';
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './toast.module.css';

export interface ToastInput {
  heading?: string;
  content: string;
  /** How long it stays before fading, in ms (default 2200). */
  delay?: number;
}

interface Toast extends Required<Omit<ToastInput, 'heading'>> {
  id: number;
  heading?: string;
  leaving: boolean;
}

export const TOAST_DELAY = 2200;
/** Matches the opacity transition in toast.module.css. */
export const TOAST_FADE = 380;

type ToastFn = (toast: ToastInput) => void;
const ToastContext = createContext<ToastFn | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Set<number>());

  const later = useCallback((fn: () => void, ms: number) => {
    const t = window.setTimeout(() => {
      timers.current.delete(t);
      fn();
    }, ms);
    timers.current.add(t);
  }, []);

  const dismiss = useCallback(
    (id: number) => {
      setToasts((list) => list.map((t) => (t.id === id ? { ...t, leaving: true } : t)));
      later(() => setToasts((list) => list.filter((t) => t.id !== id)), TOAST_FADE);
    },
    [later],
  );

  const toast = useCallback<ToastFn>(
    ({ heading, content, delay = TOAST_DELAY }) => {
      const id = nextId.current++;
      setToasts((list) => [...list, { id, heading, content, delay, leaving: false }]);
      later(() => dismiss(id), delay);
    },
    [dismiss, later],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((t) => window.clearTimeout(t));
  }, []);

  return (
    <ToastContext value={toast}>
      {children}
      {/* `toasts` stays as a plain class too: the browser tests find the notices by it. */}
      <div className={`toasts ${styles.region}`} role="status" aria-live="polite" aria-atomic="false">
        {toasts.map((t) => (
          <div key={t.id} className={styles.toast} data-leaving={t.leaving || undefined}>
            <div className={styles.text}>
              {t.heading && <strong>{t.heading}</strong>}
              <span>{t.content}</span>
            </div>
            <button type="button" className={`icon-button ${styles.close}`} aria-label="Dismiss notification" onClick={() => dismiss(t.id)}>
              <X aria-hidden="true" size={16} />
            </button>
          </div>
        ))}
      </div>
    </ToastContext>
  );
}

/** `const toast = useToast(); toast({ heading?, content, delay? })`: a passing notice, read out politely. */
export function useToast(): ToastFn {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast() needs a <ToastProvider>.');
  return toast;
}
