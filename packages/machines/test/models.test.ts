import { StateMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import * as machines from '../src/index';
import { models } from '../models/models';

describe('models', () => {
  it('drive every machine the package exports, so coverage and paths miss none', () => {
    const exported = Object.values(machines).filter((value) => value instanceof StateMachine);
    expect(exported.length).toBe(10);
    expect(new Set(models.map((model) => model.machine))).toEqual(new Set(exported));
  });
});
