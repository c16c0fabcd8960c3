import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {siteConfig} from '../../../site.config';
import {createSliceScheduler, type SliceScheduler} from './sliceScheduler';

/** Marks <html> once the first hydration is complete (tests and curious readers can wait for it). */
export const HYDRATED_ATTRIBUTE = 'data-tessera-hydrated';

function browserScheduler(): SliceScheduler {
  // A MessageChannel message is a new task without setTimeout's 4 ms clamp.
  const channel = new MessageChannel();
  const tasks: Array<() => void> = [];
  channel.port1.onmessage = () => tasks.shift()?.();
  const scheduler = createSliceScheduler({
    sliceMs: siteConfig.hydration.sliceMs,
    now: () => performance.now(),
    postTask: (task) => {
      tasks.push(task);
      channel.port2.postMessage(null);
    },
  });
  scheduler.whenDone(() => document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'true'));
  return scheduler;
}

const serverScheduler: SliceScheduler = {shouldYield: () => false, nextSlice: () => Promise.resolve(), finish: () => undefined, settle: () => undefined, whenDone: (listener) => listener(), done: true};

/** The one scheduler of this page load. */
export const hydrationScheduler: SliceScheduler = ExecutionEnvironment.canUseDOM ? browserScheduler() : serverScheduler;
