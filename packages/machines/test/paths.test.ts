import { expect, it } from 'vitest';
import { models } from '../models/models';
import { describePaths, describeTestModelPaths, suitsTestModel } from './paths';

// Each replayed step asserts the live state against the planned one (describePaths in ./paths).
// A model without a start input would plan no path at all and pass silently, hence this check.
it('gives every machine model at least one start to walk from', () => {
  const withoutStart = models
    .filter((model) => model.inputs.length === 0)
    .map((model) => model.name);
  expect(withoutStart).toEqual([]);
});

for (const model of models) {
  describePaths(model, 'shortest');
  // Small graphs are also walked along every simple path, not just the shortest one.
  if (model.simplePaths) describePaths(model, 'simple');
  if (suitsTestModel(model)) describeTestModelPaths(model);
}
