import {describe, expect, it} from 'vitest';
import {createSliceScheduler} from '../../src/features/hydration/sliceScheduler';

/** A fake clock and task queue: tasks run only when the test says so. */
function harness(sliceMs = 8) {
  let time = 0;
  const tasks: Array<() => void> = [];
  let doneCalls = 0;
  const scheduler = createSliceScheduler({
    sliceMs,
    now: () => time,
    postTask: (task) => tasks.push(task),
  });
  scheduler.whenDone(() => doneCalls++);
  return {
    scheduler,
    advance: (ms: number) => (time += ms),
    runTask: async () => {
      tasks.shift()?.();
      await Promise.resolve(); // microtasks of that task (resolved gates render)
    },
    pendingTasks: () => tasks.length,
    doneCalls: () => doneCalls,
  };
}

describe('hydration slice scheduler', () => {
  it('gives the first task one slice, then asks gates to wait', () => {
    const h = harness();
    expect(h.scheduler.shouldYield()).toBe(false);
    h.advance(5);
    expect(h.scheduler.shouldYield()).toBe(false);
    h.advance(3);
    expect(h.scheduler.shouldYield()).toBe(true);
  });

  it('resumes waiting parts one per task, in the order they waited, each with a new slice', async () => {
    const h = harness();
    h.scheduler.shouldYield();
    h.advance(10);
    const order: string[] = [];
    void h.scheduler.nextSlice().then(() => order.push('a'));
    void h.scheduler.nextSlice().then(() => order.push('b'));
    await h.runTask();
    expect(order).toEqual(['a']);
    expect(h.scheduler.shouldYield()).toBe(false); // a fresh slice for a's subtree
    h.advance(8);
    expect(h.scheduler.shouldYield()).toBe(true);
    await h.runTask();
    expect(order).toEqual(['a', 'b']);
    expect(h.scheduler.done).toBe(false);
    await h.runTask();
    expect(h.scheduler.done).toBe(true);
    expect(h.doneCalls()).toBe(1);
    expect(h.pendingTasks()).toBe(0);
  });

  it('ends by itself when nothing ever waited', async () => {
    const h = harness();
    expect(h.scheduler.shouldYield()).toBe(false);
    await h.runTask();
    expect(h.scheduler.done).toBe(true);
    expect(h.scheduler.shouldYield()).toBe(false);
  });

  it('ends in the next task when the first render had no gate at all (settle)', async () => {
    const h = harness();
    h.scheduler.settle();
    expect(h.scheduler.done).toBe(false);
    await h.runTask();
    expect(h.scheduler.done).toBe(true);
    expect(h.doneCalls()).toBe(1);
  });

  it('settle does not cut short parts that wait', async () => {
    const h = harness();
    h.scheduler.shouldYield();
    h.advance(10);
    let resumed = false;
    void h.scheduler.nextSlice().then(() => (resumed = true));
    h.scheduler.settle();
    expect(h.pendingTasks()).toBe(1);
    await h.runTask();
    expect(resumed).toBe(true);
    expect(h.scheduler.done).toBe(false);
  });

  it('finish (the reader acted) resumes everything at once and stops slicing for good', async () => {
    const h = harness();
    h.scheduler.shouldYield();
    h.advance(20);
    const resumed: number[] = [];
    for (let i = 0; i < 3; i++) void h.scheduler.nextSlice().then(() => resumed.push(i));
    h.scheduler.finish();
    await Promise.resolve();
    expect(resumed).toEqual([0, 1, 2]);
    expect(h.scheduler.done).toBe(true);
    h.advance(100);
    expect(h.scheduler.shouldYield()).toBe(false);
    await expect(h.scheduler.nextSlice()).resolves.toBeUndefined();
    expect(h.doneCalls()).toBe(1);
  });
});
