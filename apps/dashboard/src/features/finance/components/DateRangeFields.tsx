import { DateField } from '@seller/design-system';
import { financeCopy } from '../copy';

/**
 * From/to filters, strict YYYY-MM-DD; an empty or unfinished field counts as no limit. Only a
 * changed limit is reported: every keystroke of an unfinished date reports null, and passing
 * that on would send the list back to page 1 before the date is even typed.
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
  return (
    <>
      <DateField
        label={financeCopy.fromLabel}
        value={from}
        max={to ?? undefined}
        formatError={financeCopy.dateFormatError}
        rangeError={financeCopy.dateOrderError}
        onValueChange={(value) => {
          if (value !== from) onChange({ from: value, to });
        }}
      />
      <DateField
        label={financeCopy.toLabel}
        value={to}
        min={from ?? undefined}
        formatError={financeCopy.dateFormatError}
        rangeError={financeCopy.dateOrderError}
        onValueChange={(value) => {
          if (value !== to) onChange({ from, to: value });
        }}
      />
    </>
  );
}
