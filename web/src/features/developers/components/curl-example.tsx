// An operation's example call as a curl command, with the key in a shell variable (never in the URL).
import { useTranslation } from 'react-i18next';
import { examplePath, type Operation } from '../openapi.ts';

const quoted = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

export function curlOf(op: Operation, origin: string): string {
  const lines = [`curl -s -X ${op.method.toUpperCase()} ${quoted(`${origin}${examplePath(op)}`)}`];
  lines.push(`  -H "Authorization: Bearer $KEY"`);
  const example = op.op.requestBody?.content['application/json'].example;
  if (op.op.requestBody) {
    lines.push(`  -H 'Content-Type: application/json'`);
    lines.push(`  -d ${quoted(JSON.stringify(example ?? {}))}`);
  }
  return lines.join(' \\\n');
}

export function CurlExample({ op }: { op: Operation }) {
  const { t } = useTranslation();
  return (
    <figure>
      <figcaption className="mb-1 text-sm font-medium text-slate-800">{t('Example with curl')}</figcaption>
      {/* wrapped rather than scrolled: a scrolling box would need a keyboard stop of its own */}
      <pre className="whitespace-pre-wrap break-all rounded-md bg-slate-900 p-3 font-mono text-xs text-slate-50">
        {curlOf(op, window.location.origin)}
      </pre>
    </figure>
  );
}
