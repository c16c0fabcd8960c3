/**
 * Time slices for the page's first hydration. Preact hydrates a whole page in
 * one task; on a phone that task blocks input for hundreds of milliseconds
 * (npm run bench: mobile total blocking time). Hydration gates
 * (HydrationGate.tsx) ask `shouldYield()` and, once the current task has had
 * its slice, wait for `nextSlice()`: the server's HTML stays on screen and
 * that part hydrates in a later task, one waiting part per task, in order.
 *
 * Slicing ends for good (`finish`) when the reader acts or the route
 * changes: everything still waiting then hydrates at once, before the
 * reader's click or key reaches the page, and later renders never wait.
 */
export interface SliceScheduler {
  /** True while the first hydration is sliced and this task has used up its slice. */
  shouldYield(): boolean;
  /** Resolves when a waiting part may hydrate: in a later task, or at `finish`. */
  nextSlice(): Promise<void>;
  /** Stops slicing: whatever waits resumes now. */
  finish(): void;
  /** The first render is committed: if no part waits, slicing ends in the next task (a page may have no gate at all). */
  settle(): void;
  /** Runs `listener` once slicing is over (at once if it is). */
  whenDone(listener: () => void): void;
  /** No more slicing: the first hydration is over, or was cut short. */
  readonly done: boolean;
}

export interface SliceSchedulerOptions {
  /** Work per task, in ms of this device's time. */
  sliceMs: number;
  now: () => number;
  /** Runs `task` in a new task (a MessageChannel message in the browser). */
  postTask: (task: () => void) => void;
}

export function createSliceScheduler({sliceMs, now, postTask}: SliceSchedulerOptions): SliceScheduler {
  let done = false;
  let sliceStart = -1;
  let ticking = false;
  const waiting: Array<() => void> = [];
  const listeners: Array<() => void> = [];

  const end = (): void => {
    if (done) return;
    done = true;
    for (const listener of listeners.splice(0)) listener();
  };

  const tick = (): void => {
    ticking = false;
    if (done) return;
    // One waiting part per task: its render (microtasks of this task) may
    // hydrate more before its inner gates meet the new slice's end.
    sliceStart = now();
    const next = waiting.shift();
    if (next === undefined) {
      end();
      return;
    }
    next();
    schedule();
  };

  const schedule = (): void => {
    if (ticking || done) return;
    ticking = true;
    postTask(tick);
  };

  return {
    shouldYield(): boolean {
      if (done) return false;
      const t = now();
      if (sliceStart < 0) {
        // The first gate of the first hydration opens the first slice.
        sliceStart = t;
        schedule();
      }
      return t - sliceStart >= sliceMs;
    },
    nextSlice(): Promise<void> {
      if (done) return Promise.resolve();
      return new Promise<void>((resolve) => {
        waiting.push(resolve);
        schedule();
      });
    },
    settle(): void {
      schedule();
    },
    finish(): void {
      if (done) return;
      end();
      for (const resolve of waiting.splice(0)) resolve();
    },
    whenDone(listener: () => void): void {
      if (done) listener();
      else listeners.push(listener);
    },
    get done(): boolean {
      return done;
    },
  };
}
