import { models } from '../models/models';
import { describePaths, describeTestModelPaths, suitsTestModel } from './paths';

for (const model of models) {
  describePaths(model, 'shortest');
  // Small graphs are also walked along every simple path, not just the shortest one.
  if (model.simplePaths) describePaths(model, 'simple');
  if (suitsTestModel(model)) describeTestModelPaths(model);
}
