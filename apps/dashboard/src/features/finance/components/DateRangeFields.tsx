import { useState } from 'react';
import { DateField } from '@seller/design-system';
import { checkDateRange } from '../../../platform/date-range';
import { financeCopy } from '../copy';

/**
 * From/to filters, applied as typed. Both texts pass the one date-range rule before anything is
 * reported: an unfinished or bad date, or a 'from' after 'to', shows its message and keeps the
 * range already applied (issue 41 #12); a cleared field is no limit. Only a changed range is
 * reported, so typing does not send the list back to page 1 before the date is whole.
 */
export function DateRangeFields({
  from,
  to,
  onChange,
}: {
  from: string | null;
  to: string | null;
  onChange: (range: { from: string | null; to: string | null }) => void;
}) {
  const [texts, setTexts] = useState({ from: from ?? '', to: to ?? '' });

  const typed = (next: { from: string; to: string }) => {
    setTexts(next);
    const range = checkDateRange(next.from, next.to);
    if (range.ok && (range.from !== from || range.to !== to))
      onChange({ from: range.from, to: range.to });
  };

  return (
    <>
      <DateField
        label={financeCopy.fromLabel}
        value={from}
        max={to ?? undefined}
        formatError={financeCopy.dateFormatError}
        rangeError={financeCopy.dateOrderError}
        onValueChange={() => undefined}
        onTextChange={(text) => typed({ ...texts, from: text })}
      />
      <DateField
        label={financeCopy.toLabel}
        value={to}
        min={from ?? undefined}
        formatError={financeCopy.dateFormatError}
        rangeError={financeCopy.dateOrderError}
        onValueChange={() => undefined}
        onTextChange={(text) => typed({ ...texts, to: text })}
      />
    </>
  );
}
