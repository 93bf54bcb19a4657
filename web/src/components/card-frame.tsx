// The card provider's hosted payment page in a 500 px frame: a hidden form posts the token into the frame, and
// the provider's iframe communicator (a page on our origin) passes back transactResponse, resizeWindow or cancel.
// CardWindow puts it in a window with Back (optional) and no Cancel of its own: the provider's form has its Cancel
// (which comes back as action=cancel), and two Cancels one above the other left the payer guessing which to press.
// The title bar's close and Escape still end it when the form cannot load. The image download flow, the search
// payment windows, the header's escrow deposit and the e-file payment use it.
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { publicConfig } from '#src/lib/public-config.ts';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';

export interface CardFrameProps {
  token: string;
  onResponse: (response: unknown) => void;
  onCancel: () => void;
  /** an action the provider sent that we do not know */
  onUnknown?: (action: string) => void;
}

/** Reads a communicator message: an object {action, response} or the query string it was given. */
export function readCardMessage(data: unknown): { action: string; response?: unknown } | undefined {
  if (data && typeof data === 'object' && 'action' in data) {
    const { action, response } = data as { action: unknown; response?: unknown };
    return typeof action === 'string' ? { action, response: parseMaybe(response) } : undefined;
  }
  if (typeof data === 'string' && data.includes('action=')) {
    const q = new URLSearchParams(data.replace(/^\?/, ''));
    return { action: q.get('action') ?? '', response: parseMaybe(q.get('response') ?? undefined) };
  }
  return undefined;
}

function parseMaybe(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

export function CardFrame({ token, onResponse, onCancel, onUnknown }: CardFrameProps) {
  const { t } = useTranslation();
  const name = `card-frame-${useId().replace(/\W/g, '')}`;
  const form = useRef<HTMLFormElement>(null);
  const handlers = useRef({ onResponse, onCancel, onUnknown });
  handlers.current = { onResponse, onCancel, onUnknown };

  useEffect(() => {
    form.current?.submit();
  }, []);

  useEffect(() => {
    const listen = (e: MessageEvent) => {
      if (e.origin !== window.location.origin) return;
      const message = readCardMessage(e.data);
      if (!message) return;
      if (message.action === 'transactResponse') handlers.current.onResponse(message.response);
      else if (message.action === 'cancel') handlers.current.onCancel();
      else if (message.action !== 'resizeWindow') handlers.current.onUnknown?.(message.action);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, []);

  return (
    <div>
      <form ref={form} method="post" action={publicConfig().cardPaymentPageUrl} target={name} className="hidden">
        <input type="hidden" name="token" value={token} />
      </form>
      <iframe name={name} title={t('Card payment')} className="h-[500px] w-full border-0" />
    </div>
  );
}

export function CardWindow({
  title,
  token,
  onBack,
  onCancel,
  onResponse,
  onUnknown,
}: {
  onBack?: () => void;
  onCancel: () => void;
  title: string;
  token: string;
  onResponse: (response: unknown) => void;
  onUnknown?: (action: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      size="lg"
      title={title}
      onClose={onCancel}
      footer={
        onBack && (
          <Button variant="secondary" onClick={onBack}>
            {t('Back')}
          </Button>
        )
      }
    >
      <CardFrame token={token} onResponse={onResponse} onCancel={onCancel} onUnknown={onUnknown} />
    </Modal>
  );
}
