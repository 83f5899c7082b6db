import { sidebarMachine } from '../src/sidebar.machine';
import { keyOf } from './model';
import type { MachineModel } from './model';

export const sidebarModel: MachineModel = {
  name: 'sidebar',
  machine: sidebarMachine,
  input: { width: 1440 },
  events: () => [
    { type: 'sidebar.toggle' },
    { type: 'sidebar.resize', width: 1440 },
    { type: 'sidebar.resize', width: 375 },
    { type: 'sidebar.backdropClick' },
    { type: 'sidebar.reset' },
  ],
  serializeState: keyOf((s) => s.context.minimised),
};

export const models: MachineModel[] = [sidebarModel];
