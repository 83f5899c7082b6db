import { setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { formatCoverageTable, measureCoverage } from './coverage';
import { models } from '../models/models';

const reports = models.map(measureCoverage);

describe('model-based coverage', () => {
  it('prints states and transitions covered per machine', () => {
    console.log(`\n${formatCoverageTable(reports)}\n`);
    expect(reports).toHaveLength(models.length);
  });

  it.each(reports.map((r) => [r.name, r] as const))(
    '%s reaches every state and takes every transition',
    (_, report) => {
      expect(report.missedStates).toEqual([]);
      expect(report.missedTransitions).toEqual([]);
      expect(report.statesReached).toBe(report.statesTotal);
      expect(report.transitionsTaken).toBe(report.transitionsTotal);
    },
  );

  it('names what the model leaves unreached', () => {
    const machine = setup({ guards: { isNever: () => false } }).createMachine({
      id: 'partial',
      initial: 'a',
      states: {
        a: { on: { 'partial.go': 'b', 'partial.skip': { guard: 'isNever', target: 'c' } } },
        b: {},
        c: {},
      },
    });
    const report = measureCoverage({
      name: 'partial',
      machine,
      inputs: [undefined],
      events: () => [{ type: 'partial.go' }, { type: 'partial.skip' }],
      serializeState: (s) => JSON.stringify(s.value),
    });
    expect(report).toMatchObject({
      statesReached: 2,
      statesTotal: 3,
      transitionsTaken: 1,
      transitionsTotal: 2,
      missedStates: ['partial.c'],
      missedTransitions: ['partial.a --partial.skip [isNever]--> partial.c'],
    });
    expect(formatCoverageTable([report])).toContain(
      'partial               2/3  67 %         1/2  50 %',
    );
  });
});
