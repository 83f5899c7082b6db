// The thread that draws first screens (first-screen.ts): the dashboard's server build renders with
// React's production build, in a window of its own (jsdom) that the server's thread never sees.
import { parentPort, workerData } from 'node:worker_threads';

process.env.NODE_ENV = 'production';
const { renderFirstScreen, loadPages } = await import(workerData.moduleUrl);
// Every page's module, before the first visit asks for one.
await loadPages();

// The calls a drawing asks the server for (first-screen.ts answers them as the visitor).
let nextAsk = 1;
const asking = new Map();
const askServer = (id) => (url) =>
  new Promise((resolve) => {
    const askId = nextAsk++;
    asking.set(askId, resolve);
    parentPort.postMessage({ ask: { id, askId, url } });
  });

// One visit at a time: the window the app reads is set up for the visit being drawn.
let queue = Promise.resolve();
parentPort.on('message', ({ id, visit, answer }) => {
  if (answer) {
    asking.get(answer.askId)?.(answer.answer ?? null);
    asking.delete(answer.askId);
    return;
  }
  queue = queue.then(async () => {
    let html = null;
    try {
      html = await renderFirstScreen(visit, askServer(id));
    } catch (error) {
      parentPort.postMessage({ id, html: null, error: String(error?.stack ?? error) });
      return;
    }
    parentPort.postMessage({ id, html });
  });
});
parentPort.postMessage({ ready: true });
