import type { Tell } from '@tac/contracts';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react';

type Kind = Parameters<Tell>[0];
interface Notice {
  kind: Kind;
  message: string;
  detail?: string;
  /** Tells two equal messages apart, so the second one is drawn (and read out) afresh. */
  at: number;
}

// As long as the console's toasts stay: an error is read and acted on.
const SHOWN_MS: Record<Kind, number> = { success: 4000, error: 8000 };

const TellContext = createContext<Tell>(() => {});

/** How a step of the page tells a message that belongs to no field: the page's own toast. */
export const useTell = (): Tell => useContext(TellContext);

function Shown({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onClose, SHOWN_MS[notice.kind]);
    return () => clearTimeout(timer);
  }, [notice, onClose]);
  return (
    <div className={`tac-sign__notice tac-sign__notice--${notice.kind}`}>
      <div className="tac-sign__notice-text">
        <p>{notice.message}</p>
        {notice.detail ? <p>{notice.detail}</p> : null}
      </div>
      <button type="button" aria-label="Close" onClick={onClose}>
        ×
      </button>
    </div>
  );
}

/**
 * The page's messages that belong to no field (a success the page does not say itself, a refusal,
 * a failed call), at the foot of the screen as the console's toasts are: the newest of each kind,
 * gone after a while or on Close. Their regions are on the page from the start, so a screen reader
 * hears each message as it comes: a success politely, an error at once.
 */
export function Notices({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<Partial<Record<Kind, Notice>>>({});
  const tell = useCallback<Tell>((kind, message, detail) => {
    if (message) setNotices((shown) => ({ ...shown, [kind]: { kind, message, detail, at: Date.now() } }));
  }, []);
  const closeSuccess = useCallback(() => setNotices(({ success: _, ...rest }) => rest), []);
  const closeError = useCallback(() => setNotices(({ error: _, ...rest }) => rest), []);
  return (
    <TellContext.Provider value={tell}>
      {children}
      <div className="tac-sign__notices">
        <div role="status">
          {notices.success ? (
            <Shown key={notices.success.at} notice={notices.success} onClose={closeSuccess} />
          ) : null}
        </div>
        <div role="alert">
          {notices.error ? (
            <Shown key={notices.error.at} notice={notices.error} onClose={closeError} />
          ) : null}
        </div>
      </div>
    </TellContext.Provider>
  );
}
