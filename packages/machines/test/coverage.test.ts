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
});
