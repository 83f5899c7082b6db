import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type Ref,
} from 'react';
import type { DeferredModule } from './deferred-module';
import { mergeRefs } from './merge-refs';
import { useDeferredModule } from './use-deferred-module';

/**
 * What opens the layer: 'press' (click, Enter, Space, arrow keys: menus, selects, popovers) or
 * 'hover' (pointer over or keyboard focus: tooltips).
 */
export type DeferredTriggerKind = 'press' | 'hover';

/** The trigger's props from the loaded layer (Floating UI's `getReferenceProps`). */
export type GetReferenceProps = (userProps?: Record<string, unknown>) => Record<string, unknown>;

/** What a trigger's lazily loaded layer receives besides the component's own props. */
export interface FloatingLayerProps {
  /** The trigger element the layer anchors to and listens on. */
  reference: HTMLElement | null;
  /** The layer hands over the props the trigger needs (handlers, ARIA state) whenever they change. */
  onReferenceProps: (getReferenceProps: GetReferenceProps) => void;
}

export interface DeferredTriggerOptions {
  /** What opens the layer. */
  kind: DeferredTriggerKind;
  /** The trigger's own ref, kept alongside the one this hook needs. */
  ownRef?: Ref<HTMLElement> | undefined;
  /** Import at once (e.g. a controlled layer asked to open before its code is there). */
  now?: boolean;
}

const pressKeys = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

type Handler<E> = ((event: E) => void) | undefined;

const chain =
  <E>(own: unknown, next: (event: E) => void) =>
  (event: E) => {
    (own as Handler<E>)?.(event);
    next(event);
  };

/**
 * Lets a trigger render before the code of its floating layer (Floating UI) is loaded. The
 * trigger element stays the same node throughout, so focus and screen reader position hold.
 * Until the layer is there the trigger is static: the first sign of intent (pointer over, focus,
 * pointer down, a key) imports it at once, and a press is remembered. Once the layer has handed
 * over its trigger props, a remembered press, or focus or a pointer still on the trigger, is passed
 * on as the events the layer listens to (click, keydown, focusin, mouseenter), so nothing the user
 * did is lost.
 */
export function useDeferredTrigger<T>(
  module: DeferredModule<T>,
  { kind, ownRef, now = false }: DeferredTriggerOptions,
) {
  const [reference, setReference] = useState<HTMLElement | null>(null);
  const [getReferenceProps, setGetReferenceProps] = useState<GetReferenceProps | null>(null);
  const hovered = useRef(false);
  const press = useRef<string | null>(null);
  const { loaded, request } = useDeferredModule(module, { now });
  const live = getReferenceProps !== null;

  // After the commit that gave the trigger the layer's handlers.
  useEffect(() => {
    if (!live || reference === null) return;
    const pending = press.current;
    press.current = null;
    if (kind === 'hover') {
      // React's onFocus listens to focusin; the element keeps the focus it already has.
      if (reference === reference.ownerDocument.activeElement)
        reference.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      if (hovered.current) reference.dispatchEvent(new MouseEvent('mouseenter'));
    }
    if (pending === 'click') reference.click();
    else if (pending !== null) {
      reference.dispatchEvent(
        new KeyboardEvent('keydown', { key: pending, bubbles: true, cancelable: true }),
      );
    }
  }, [live, reference, kind]);

  const onReferenceProps = useCallback(
    (next: GetReferenceProps) => setGetReferenceProps(() => next),
    [],
  );
  // Only the layer needs the element, so it reaches state once the layer is there. Set from the
  // ref during every commit, it was an urgent update that made React render each trigger of the
  // page a second time, and run all of the page's effects, in the task of the page's first commit.
  const element = useRef<HTMLElement | null>(null);
  const ref = useMemo(() => mergeRefs(ownRef, element), [ownRef]);
  // After every commit, on purpose: the element may have changed in any of them.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (loaded !== null) setReference(element.current);
  });

  const staticProps = (own: Record<string, unknown>): Record<string, unknown> => ({
    onPointerEnter: chain(own.onPointerEnter, () => {
      hovered.current = true;
      request();
    }),
    onPointerLeave: chain(own.onPointerLeave, () => {
      hovered.current = false;
    }),
    onFocus: chain(own.onFocus, request),
    onPointerDown: chain(own.onPointerDown, request),
    ...(kind === 'press'
      ? {
          // The press is passed on to the live trigger, which calls the trigger's own handlers then.
          onClick: () => {
            press.current = 'click';
            request();
          },
          onKeyDown: (event: KeyboardEvent) => {
            if (!pressKeys.has(event.key)) return;
            // Enter and Space go on to click the button; that click is what is passed on.
            press.current = event.key;
            if (event.key.startsWith('Arrow')) event.preventDefault();
            request();
          },
        }
      : null),
  });

  /**
   * The trigger's props: the layer's once it is live, otherwise the static ones with `closed`
   * (the ARIA state the layer gives a closed trigger, e.g. aria-expanded false).
   */
  const triggerProps = (own: Record<string, unknown>, closed: Record<string, unknown> = {}) =>
    getReferenceProps
      ? { ...getReferenceProps(own), ref }
      : { ...own, ...closed, ...staticProps(own), ref };

  return {
    loaded,
    layer: { reference, onReferenceProps } satisfies FloatingLayerProps,
    triggerProps,
  };
}
