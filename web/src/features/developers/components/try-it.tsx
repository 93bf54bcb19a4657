// "Try it": sends the operation with the key pasted at the top of the page, from this page's origin, and shows
// the status and the answer. No cookie goes with it (credentials omitted), so the call is exactly a program's.
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#src/components/button.tsx';
import { examplePath, type Operation } from '../openapi.ts';

/** Enough of an answer to read; a paid PDF's base64 would fill the page. */
const SHOWN = 4000;

interface Answer {
  status: number;
  text: string;
}

async function send(op: Operation, apiKey: string, body: string): Promise<Answer> {
  const res = await fetch(examplePath(op), {
    method: op.method.toUpperCase(),
    credentials: 'omit',
    headers: {
      Authorization: `Bearer ${apiKey}`,
      ...(op.op.requestBody ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(op.op.requestBody ? { body } : {}),
  });
  const type = res.headers.get('content-type') ?? '';
  const text = type.includes('json') ? JSON.stringify(await res.json(), null, 2) : `(${type})`;
  return { status: res.status, text: text.length > SHOWN ? `${text.slice(0, SHOWN)}…` : text };
}

export function TryIt({ op, apiKey }: { op: Operation; apiKey: string }) {
  const { t } = useTranslation();
  const id = useId();
  const example = op.op.requestBody?.content['application/json'].example ?? {};
  const [body, setBody] = useState(JSON.stringify(example, null, 2));
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem('');
    if (!apiKey.trim()) {
      setProblem(t('Paste your API key at the top of the page first.'));
      return;
    }
    setBusy(true);
    try {
      setAnswer(await send(op, apiKey.trim(), body));
    } catch {
      setProblem(t('The call could not be sent. Check your connection.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="space-y-2 rounded-md border border-slate-200 bg-slate-50 p-3">
      <h5 className="text-sm font-semibold text-slate-900">{t('Try it')}</h5>
      {op.op.requestBody && (
        <>
          <label htmlFor={`${id}-body`} className="block text-sm font-medium text-slate-800">
            {t('Request body (JSON)')}
          </label>
          <textarea
            id={`${id}-body`}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            rows={Math.min(10, body.split('\n').length + 1)}
            spellCheck={false}
            className="block w-full rounded-md border border-slate-500 bg-white p-2 font-mono text-xs text-slate-900 focus:outline-none focus:ring-2 focus:ring-brand-600"
          />
        </>
      )}
      <Button type="submit" disabled={busy}>
        {t('Send')}
      </Button>
      <div aria-live="polite">
        {problem && <p className="text-sm font-medium text-red-700">{problem}</p>}
        {answer && (
          <>
            <p className="text-sm font-medium text-slate-900">
              {t('Answer: HTTP {{status}}', { status: answer.status })}
            </p>
            <pre className="whitespace-pre-wrap break-all rounded-md bg-white p-2 font-mono text-xs text-slate-900">
              {answer.text}
            </pre>
          </>
        )}
      </div>
    </form>
  );
}
