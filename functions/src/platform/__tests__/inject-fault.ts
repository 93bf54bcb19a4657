// Fault injection for the money-path tests: one AWS client call fails as the service would (throttling, a
// timeout, a conditional failure) while every other call goes to the real local stack. Undo with
// vi.restoreAllMocks().
import { vi } from 'vitest';

type Sendable = { send: (...a: never[]) => unknown };
type Command = { input: Record<string, unknown> };

export interface Fault {
  /** the command class that fails (lib-dynamodb's or the S3 client's) */
  command: abstract new (
    ...a: never[]
  ) => object;
  /** which of those calls fail (default: every one) */
  when?: (input: Record<string, unknown>) => boolean;
  /** how many matching calls fail (default 1) */
  times?: number;
  /** send the call for real first, then fail: the answer is lost, not the write */
  afterSending?: boolean;
  error: () => Error;
}

/** An AWS service error as the SDK throws it. */
export const awsError = (name: string, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(`${name} (injected)`), { name, $fault: 'server', $metadata: {}, ...extra });

export const throttling = () => awsError('ThrottlingException');
export const timeout = () => awsError('TimeoutError');

/** Makes matching calls fail; answers how many failed so far. */
export function injectFault(client: Sendable, fault: Fault): { failed: () => number } {
  const real = client.send.bind(client) as (cmd: unknown) => Promise<unknown>;
  const times = fault.times ?? 1;
  let failed = 0;
  vi.spyOn(client as { send: (cmd: unknown) => Promise<unknown> }, 'send').mockImplementation(async (cmd) => {
    const matches = cmd instanceof fault.command && (fault.when?.((cmd as Command).input) ?? true);
    if (!matches || failed >= times) return real(cmd);
    failed += 1;
    if (fault.afterSending) await real(cmd);
    throw fault.error();
  });
  return { failed: () => failed };
}
