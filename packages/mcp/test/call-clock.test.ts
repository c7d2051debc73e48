// The clock of a tool call: progress at least every 10 s when the client
// asked for it, else an end after the budget (50 s, or the client's timeout).
import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import type { ScreencapClient } from '@screencap/async';
import { runTool } from '../src/tools/run-tool.js';
import { CALL_BUDGET_SECONDS, HEARTBEAT_SECONDS, startCall, toolContext, type ToolExtra } from '../src/tools/tool-context.js';

const client = (timeout: number) => ({ url: 'http://127.0.0.1:9/', title: 'The Testingtons', options: { timeout } }) as unknown as ScreencapClient;

function extraWith(progressToken: string | undefined) {
  const sent: { progress: number; message?: string }[] = [];
  const cancel = new AbortController();
  const extra = {
    signal: cancel.signal,
    _meta: progressToken === undefined ? undefined : { progressToken },
    sendNotification: (notification: { params: { progress: number; message?: string } }) => {
      sent.push(notification.params);
      return Promise.resolve();
    },
  } as unknown as ToolExtra;
  return { extra, sent, cancel };
}

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('with a progressToken', () => {
  test('a silent call sends growing heartbeats every 10 s, and no budget ends it', () => {
    const { extra, sent } = extraWith('t');
    const call = startCall(extra, client(15));
    jest.advanceTimersByTime(HEARTBEAT_SECONDS * 1000 - 1);
    expect(sent).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(sent).toHaveLength(1);
    jest.advanceTimersByTime(HEARTBEAT_SECONDS * 1000 * 29);
    expect(sent).toHaveLength(30);
    expect(sent.every((params, index) => index === 0 || params.progress > (sent[index - 1]?.progress ?? 1))).toBe(true);
    expect(sent.every((params) => params.progress < 1)).toBe(true);
    expect(sent[29]?.message).toBe('working, 300 s');
    expect(call.signal.aborted).toBe(false);
    call.end();
    jest.advanceTimersByTime(HEARTBEAT_SECONDS * 1000 * 10);
    expect(sent).toHaveLength(30);
  });

  test("a render's own progress puts the heartbeat off, and only growing values go out", () => {
    const { extra, sent } = extraWith('t');
    const call = startCall(extra, client(15));
    jest.advanceTimersByTime(9000);
    call.onProgress?.(0.5);
    call.onProgress?.(0.4);
    jest.advanceTimersByTime(9000);
    expect(sent.map((params) => params.progress)).toEqual([0.5]);
    jest.advanceTimersByTime(1000);
    expect(sent.map((params) => params.progress)).toEqual([0.5, 0.505]);
    call.end();
  });

  test("the client's cancellation is the call's signal", () => {
    const { extra, cancel } = extraWith('t');
    const call = startCall(extra, client(15));
    cancel.abort();
    expect([call.signal.aborted, call.outOfTime()]).toEqual([true, false]);
    call.end();
  });
});

describe('without a progressToken', () => {
  test('the call ends after 50 s, sending nothing', () => {
    const { extra, sent } = extraWith(undefined);
    const call = startCall(extra, client(15));
    expect([call.budget, call.onProgress]).toEqual([CALL_BUDGET_SECONDS, undefined]);
    jest.advanceTimersByTime(CALL_BUDGET_SECONDS * 1000 - 1);
    expect(call.signal.aborted).toBe(false);
    jest.advanceTimersByTime(1);
    expect([call.signal.aborted, call.outOfTime()]).toEqual([true, true]);
    expect(sent).toEqual([]);
  });

  test("a client timeout above 50 s is the budget; the client's cancellation still ends it at once", () => {
    const { extra, cancel } = extraWith(undefined);
    const call = startCall(extra, client(120));
    expect(call.budget).toBe(120);
    cancel.abort();
    expect([call.signal.aborted, call.outOfTime()]).toEqual([true, false]);
    call.end();
  });
});

test('a call past its budget answers an error result that says why, and how to run longer', async () => {
  const { extra } = extraWith(undefined);
  const stalled = runTool('find_quote', extra, toolContext([client(15)]), undefined, ({ signal }) => new Promise((_, reject) => { signal.addEventListener('abort', () => { reject(new Error('aborted')); }); }));
  jest.advanceTimersByTime(CALL_BUDGET_SECONDS * 1000);
  expect(await stalled).toEqual({
    content: [{ type: 'text', text: 'find_quote gave up after 50 s: the service did not answer in time (a request with a progressToken may run longer, with progress at least every 10 s)' }],
    isError: true,
  });
});
