import { useRef, useState } from 'react';
import { useToaster } from '@seller/design-system';
import { queryClientOf, refreshAnswers } from '../../../platform/data/query-client';
import { productKeys, refreshProductList } from '../products-queries';
import type { ProductRequests } from '../products-writes';
import { bulkEditCopy as copy } from './bulk-edit-copy';

/**
 * The confirm of a previewed edit, sent once however often it is clicked (an in-flight ref, not
 * only the button's state, which a second click in the same frame does not see yet). After it
 * the edit, its rows, the variant lists, the stock histories and the bulk-file history are read
 * again, so the list and the result show the new values.
 */
export function useBulkEditConfirm(requests: ProductRequests | null, id: number | null) {
  const toaster = useToaster();
  const inFlight = useRef(false);
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [failed, setFailed] = useState(false);

  async function confirm() {
    if (!requests || id === null || inFlight.current) return;
    inFlight.current = true;
    setConfirming(true);
    setFailed(false);
    try {
      const edit = await requests.confirmBulkEdit(id);
      const { scope } = requests;
      const client = queryClientOf(scope.api);
      client.setQueryData(productKeys.bulkEdit(scope, id), edit);
      setOpen(false);
      toaster.show({
        type: 'success',
        message: copy.appliedToast(edit.appliedRows, edit.skippedRows),
      });
      await Promise.all([
        refreshAnswers(client, productKeys.bulkEdit(scope, id)),
        refreshAnswers(client, productKeys.bulkFiles(scope)),
        refreshProductList(scope),
      ]);
    } catch {
      // Nothing was applied (or the answer was lost; a second confirm answers the applied edit).
      setOpen(false);
      setFailed(true);
    } finally {
      inFlight.current = false;
      setConfirming(false);
    }
  }

  return {
    open,
    confirming,
    failed,
    ask: () => setOpen(true),
    cancel: () => {
      if (!inFlight.current) setOpen(false);
    },
    confirm: () => void confirm(),
  };
}
