export { deferredModule, type DeferredModule } from './deferred-module';
export { useDeferredModule, type DeferredModuleOptions } from './use-deferred-module';
export {
  useDeferredTrigger,
  type DeferredTriggerKind,
  type DeferredTriggerOptions,
  type FloatingLayerProps,
  type GetReferenceProps,
} from './use-deferred-trigger';
export { mergeRefs } from './merge-refs';
