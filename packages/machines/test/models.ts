import { appVersionMachine } from '../src/app-version.machine';
import { asyncResourceMachine } from '../src/async-resource.machine';
import { chatMachine } from '../src/chat.machine';
import { sidebarMachine } from '../src/sidebar.machine';
import { after, done, failed, keyOf } from './model';
import type { MachineModel } from './model';

export const sidebarModel: MachineModel = {
  name: 'sidebar',
  machine: sidebarMachine,
  inputs: [{ width: 1440 }, { width: 1440, minimised: true }, { width: 375 }],
  events: () => [
    { type: 'sidebar.toggle' },
    { type: 'sidebar.resize', width: 1440 },
    { type: 'sidebar.resize', width: 375 },
    { type: 'sidebar.backdropClick' },
    { type: 'sidebar.reset' },
  ],
  serializeState: keyOf((s) => s.context.minimised),
};

export const chatModel: MachineModel = {
  name: 'chat',
  machine: chatMachine,
  inputs: [{ loginStatus: false, showEntryPoint: true }],
  events: () => [
    { type: 'chat.messageReceived', message: { comment_before_id: 1 } },
    { type: 'chat.clear' },
    { type: 'chat.loginStatusChanged', status: true },
    { type: 'chat.unreadCountChanged', count: 2 },
    { type: 'chat.entryPointToggled', visible: false },
  ],
  serializeState: keyOf(),
};

export const appVersionModel: MachineModel = {
  name: 'appVersion',
  machine: appVersionMachine,
  inputs: [
    { appVersion: '2.0.0', cookieVersion: '1.0.0', fullPath: '/home', chunkReloadedMsAgo: 1000 },
    { appVersion: '2.0.0', cookieVersion: null, fullPath: '/home' },
    { appVersion: '2.0.0', cookieVersion: '2.0.0', fullPath: '/home' },
  ],
  events: () => [
    { type: 'app.navigated', fullPath: '/product' },
    { type: 'app.chunkLoadFailed' },
    done('removeServiceWorkersAndCaches'),
    failed('removeServiceWorkersAndCaches'),
    after('serviceWorkerReloadDelay', 'appVersion.version.waitingToReload'),
    after('chunkReloadThrottle', 'appVersion.chunkReload.throttled'),
  ],
  serializeState: keyOf(),
};

export const asyncResourceModel: MachineModel = {
  name: 'asyncResource',
  machine: asyncResourceMachine,
  inputs: [{}, { params: 1 }],
  events: () => [
    { type: 'resource.load', params: 1 },
    { type: 'resource.retry' },
    done('load', 'data'),
    failed('load'),
  ],
  serializeState: keyOf((s) => s.context.params !== null),
};

export const models: MachineModel[] = [
  sidebarModel,
  chatModel,
  appVersionModel,
  asyncResourceModel,
];
