import { getShortestPaths } from 'xstate/graph';
import type { AnyMachineSnapshot } from 'xstate';
import { expect, userEvent, within } from 'storybook/test';
import { enabledEvents, eventLabel } from '../models/model';
import type { MachineModel } from '../models/model';

/**
 * A play function that walks the longest of the shortest paths `xstate/graph` finds, by clicking
 * the event buttons, and checks the shown active state after every click.
 */
export function walkLongestPath(model: MachineModel) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const paths = getShortestPaths(model.machine, {
      input: model.inputs[0],
      events: (snapshot: AnyMachineSnapshot) => enabledEvents(model, snapshot),
      serializeState: (snapshot: AnyMachineSnapshot) => model.serializeState(snapshot),
    });
    const longest = paths.reduce((best, path) =>
      path.steps.length > best.steps.length ? path : best,
    );
    const canvas = within(canvasElement);
    const output = canvas.getByLabelText('Keadaan aktif');
    let previous: AnyMachineSnapshot | undefined;
    for (const step of longest.steps) {
      if (previous && step.event.type !== 'xstate.init') {
        await userEvent.click(
          canvas.getByRole('button', { name: eventLabel(model, previous, step.event) }),
        );
      }
      await expect(output).toHaveTextContent(JSON.stringify(step.state.value));
      previous = step.state;
    }
  };
}
