import { describe, expect, it, vi } from 'vitest';
import { PoolJobError } from './errors';
import { inProcessSend, lazyInProcessSend, replyUnwrapper } from './reply';

type Req = { type: 'ask'; requestId: number; n: number };
type Res =
  { type: 'told'; requestId: number; n: number } | { type: 'failed'; requestId: number; error: string };

const unwrap = replyUnwrapper<Res>('Wrong kind of answer');
const told = (r: Res) => (r.type === 'told' ? r.n : undefined);

describe('replyUnwrapper', () => {
  it('picks the value of the expected kind of reply', () => {
    expect(unwrap({ type: 'told', requestId: 1, n: 7 }, told)).toBe(7);
  });

  it('throws the channel error as it is, a failed reply as a PoolJobError, another kind as wrongKind', () => {
    const crash = new Error('crashed');
    expect(() => unwrap(crash, told)).toThrow(crash);
    expect(() => unwrap({ type: 'failed', requestId: 1, error: 'Not a GPX file' }, told)).toThrow(
      new PoolJobError('Not a GPX file'),
    );
    expect(() => unwrap({ type: 'told', requestId: 1, n: 7 }, () => undefined)).toThrow(
      'Wrong kind of answer',
    );
  });
});

describe('inProcessSend', () => {
  it('numbers the requests and settles with the handler’s reply', async () => {
    const send = inProcessSend(
      (r: Req): Res => ({ type: 'told', requestId: r.requestId, n: r.n * 2 }),
      () => new Error('cancelled'),
    );
    await expect(send({ type: 'ask', n: 2 })).resolves.toEqual({ type: 'told', requestId: 1, n: 4 });
    await expect(send({ type: 'ask', n: 5 })).resolves.toEqual({ type: 'told', requestId: 2, n: 10 });
  });

  it('settles an already aborted request with the cancelled error without running the handler', async () => {
    const handle = vi.fn((r: Req): Res => ({ type: 'told', requestId: r.requestId, n: r.n }));
    const send = inProcessSend(handle, () => new Error('cancelled'));
    await expect(send({ type: 'ask', n: 1 }, [], AbortSignal.abort())).resolves.toHaveProperty(
      'message',
      'cancelled',
    );
    expect(handle).not.toHaveBeenCalled();
  });
});

describe('lazyInProcessSend', () => {
  it('loads the handler once, on the first request, and keeps the requests in order', async () => {
    const load = vi.fn(() =>
      Promise.resolve((r: Req): Res => ({ type: 'told', requestId: r.requestId, n: r.n + 1 })),
    );
    const send = lazyInProcessSend(load, () => new Error('cancelled'));
    expect(load).not.toHaveBeenCalled();
    const replies = await Promise.all([send({ type: 'ask', n: 1 }), send({ type: 'ask', n: 2 })]);
    expect(replies).toEqual([
      { type: 'told', requestId: 1, n: 2 },
      { type: 'told', requestId: 2, n: 3 },
    ]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('settles an already aborted request with the cancelled error without loading', async () => {
    const load = vi.fn(() =>
      Promise.resolve((r: Req): Res => ({ type: 'told', requestId: r.requestId, n: 0 })),
    );
    const send = lazyInProcessSend(load, () => new Error('cancelled'));
    await expect(send({ type: 'ask', n: 1 }, [], AbortSignal.abort())).resolves.toHaveProperty(
      'message',
      'cancelled',
    );
    expect(load).not.toHaveBeenCalled();
  });
});
