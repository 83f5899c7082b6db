import { useState } from 'react';
import { useResource } from '../../../platform/data/use-resource';
import { saveDownloadedFile } from '../../../platform/downloaded-file';
import { NoBrand } from '../components/FinanceFrame';
import { financeCopy } from '../copy';
import { ledgerRead, ledgerSummaryRead } from '../finance-queries';
import type { FinanceScope } from '../finance-types';
import { downloadLedger } from '../finance-writes';
import { readLedgerQuery } from '../urls';
import { useFinanceScope } from '../use-finance-scope';
import { useListUrl } from '../use-list-url';
import { LedgerPage, type LedgerFormat } from './LedgerPage';

/** /finance-transaction: the ledger with a running balance, totals and export of the filtered range. */
export function LedgerRoute() {
  const scope = useFinanceScope();
  return scope ? (
    <LedgerBody key={`${scope.tenant}:${scope.brandId}`} scope={scope} />
  ) : (
    <NoBrand title={financeCopy.ledgerTitle} lead={financeCopy.ledgerLead} />
  );
}

export function LedgerBody({ scope }: { scope: FinanceScope }) {
  const { query, filter, goTo, reset } = useListUrl(readLedgerQuery);
  // A filter or page change leaves the rows and totals on screen until the new ones come.
  const list = useResource(ledgerRead(scope, query), { keepData: true });
  const totals = useResource(ledgerSummaryRead(scope, query), { keepData: true });
  const [exporting, setExporting] = useState<LedgerFormat | null>(null);
  const [exportFailed, setExportFailed] = useState(false);

  const onExport = async (format: LedgerFormat) => {
    if (exporting) return;
    setExporting(format);
    setExportFailed(false);
    try {
      const file = await downloadLedger(scope, query, format);
      saveDownloadedFile(file);
    } catch {
      setExportFailed(true);
    } finally {
      setExporting(null);
    }
  };

  return (
    <LedgerPage
      query={query}
      list={list}
      totals={totals}
      exporting={exporting}
      exportFailed={exportFailed}
      onFilter={filter}
      onPage={goTo}
      onReset={reset}
      onExport={(format) => void onExport(format)}
    />
  );
}
