// One simulated person's HTTP client for the load bench: node:http over a keep-alive agent to the loopback
// server, with the county named by the Host header as a browser on <county>.localhost would send it, and a cookie
// jar of its own. Every answer is timed and handed to the recorder under the operation's name.
import { Agent, request } from 'node:http';
import { CookieJar } from '../../local/cookie-jar.ts';
import type { Recorder } from './recorder.ts';

// One agent for every simulated person: sockets are reused, never capped (each person has one call in flight).
const agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

export interface Answer<T = unknown> {
  status: number;
  /** the JSON envelope's content, when the answer is JSON */
  content?: T;
  message?: string;
  bytes: number;
}

export class LoadClient {
  private cookies = new CookieJar();

  constructor(
    readonly port: number,
    readonly county: string,
    private recorder: Recorder,
    /** the simulated person's kind, for the server's trace */
    readonly who = '',
  ) {}

  /** From now on, calls are counted by `recorder` (the sign-ins of a level apart from its work). */
  measureWith(recorder: Recorder): this {
    this.recorder = recorder;
    return this;
  }

  private get host() {
    return `${this.county === 'lakewood' ? 'localhost' : `${this.county}.localhost`}:${this.port}`;
  }

  /** Sends one call under the operation `op` (the name the table prints); answers status and content. */
  call<T = unknown>(op: string, method: string, path: string, json?: unknown): Promise<Answer<T>> {
    const body = json === undefined ? undefined : Buffer.from(JSON.stringify(json));
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const req = request(
        {
          agent,
          host: '127.0.0.1',
          port: this.port,
          method,
          path: `/api/${path}`,
          headers: {
            host: this.host,
            'x-requested-with': 'load-bench',
            // when the call left, and who made it: the server's trace splits the wait before it took the call
            'x-load-sent': String(Date.now()),
            'x-load-who': this.who,
            ...(body ? { 'content-type': 'application/json', 'content-length': body.length } : {}),
            ...this.cookies.header(),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('error', reject);
          res.on('end', () => {
            const ms = performance.now() - started;
            const raw = Buffer.concat(chunks);
            this.cookies.keep(res.headers['set-cookie'] ?? []);
            const status = res.statusCode ?? 0;
            let envelope: { content?: T; message?: string } = {};
            if (String(res.headers['content-type']).includes('json')) {
              try {
                envelope = JSON.parse(raw.toString('utf8'));
              } catch {
                envelope = { message: 'unreadable JSON' };
              }
            }
            this.recorder.record(op, ms, status, envelope.message);
            resolve({ status, content: envelope.content, message: envelope.message, bytes: raw.length });
          });
        },
      );
      req.on('error', (err) => {
        this.recorder.record(op, performance.now() - started, 0, err.message);
        resolve({ status: 0, message: err.message, bytes: 0 });
      });
      if (body) req.write(body);
      req.end();
    });
  }

  post<T = unknown>(op: string, path: string, json: unknown = {}) {
    return this.call<T>(op, 'POST', path, json);
  }

  get<T = unknown>(op: string, path: string) {
    return this.call<T>(op, 'GET', path);
  }
}
