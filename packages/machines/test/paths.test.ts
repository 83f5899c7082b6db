import { models } from '../models/models';
import { describeShortestPaths } from './paths';

for (const model of models) describeShortestPaths(model);
