// The thread that draws first screens (first-screen.ts): the dashboard's server build renders with
// React's production build, in a window of its own (jsdom) that the server's thread never sees.
import { parentPort, workerData } from 'node:worker_threads';

process.env.NODE_ENV = 'production';
const { renderFirstScreen, loadPages } = await import(workerData.moduleUrl);
// Every page's module, before the first visit asks for one.
await loadPages();

// One visit at a time: the window the app reads is set up for the visit being drawn.
let queue = Promise.resolve();
parentPort.on('message', ({ id, visit }) => {
  queue = queue.then(async () => {
    let html = null;
    try {
      html = await renderFirstScreen(visit);
    } catch (error) {
      parentPort.postMessage({ id, html: null, error: String(error?.stack ?? error) });
      return;
    }
    parentPort.postMessage({ id, html });
  });
});
parentPort.postMessage({ ready: true });
