import { models } from './models';
import { describeShortestPaths } from './paths';

for (const model of models) describeShortestPaths(model);
