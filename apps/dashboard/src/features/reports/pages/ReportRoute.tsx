import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { messageOf } from '@seller/machines';
import { useApi } from '../../../platform/api-context';
import { SessionContext } from '../../session/session-context';
import { reportCopy } from '../copy';
import { parseEmbedMessage, refreshDelay, withRange, type EmbedRange } from '../embed-messages';
import { fetchReportAddress, type ReportAddress } from '../reports-queries';
import { isReportInMenu, reportPageOf, type ReportName } from '../urls';
import { ReportPage } from './ReportPage';

/** Height of the frame before the report tells its own (and of the skeleton in its place). */
export const INITIAL_FRAME_HEIGHT = 1400;

/**
 * How long a frame whose page has loaded may stay covered without having said its height. The
 * height is one message, sent once per change; should it be lost, the report shows at the height
 * the frame has (scrolling inside it) rather than behind the skeleton for good.
 */
export const UNREPORTED_HEIGHT_MS = 1500;

/** /report/*: the report of the route for the current brand (the first one when several are chosen). */
export function ReportRoute() {
  const { pathname } = useLocation();
  const page = reportPageOf(pathname);
  const brandId = SessionContext.useSelector((snapshot) => snapshot.context.brandId);
  const brandName = SessionContext.useSelector(
    (snapshot) => snapshot.context.brandData?.brandName ?? '',
  );
  const menu = SessionContext.useSelector((snapshot) => snapshot.context.menu);
  const id = brandId ? Number(brandId.split(',')[0]) : NaN;
  if (!page) return null;
  if (!isReportInMenu(menu, page.path))
    return <ReportPage title={page.title} unavailable={reportCopy.notInMenu} />;
  if (!Number.isInteger(id) || id <= 0)
    return <ReportPage title={page.title} unavailable={reportCopy.noBrand} />;
  return (
    <ReportEmbed
      key={`${page.report}-${id}`}
      report={page.report}
      title={page.title}
      brandId={id}
      brandName={brandName}
    />
  );
}

type State =
  | { status: 'loading'; address: ReportAddress | null }
  | { status: 'ready'; address: ReportAddress }
  | { status: 'error'; address: ReportAddress | null; message: string };

interface ReportEmbedProps {
  report: ReportName;
  title: string;
  brandId: number;
  brandName?: string;
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * One report of one brand: asks for the signed address, refreshes it before it expires (and
 * when the frame says it has), and sizes the frame to the height the report posts. Keyed by
 * report and brand, so a brand switch starts a fresh frame.
 */
export function ReportEmbed({ report, title, brandId, brandName = '' }: ReportEmbedProps) {
  const api = useApi();
  const [state, setState] = useState<State>({ status: 'loading', address: null });
  const [height, setHeight] = useState(INITIAL_FRAME_HEIGHT);
  const [shown, setShown] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const rangeRef = useRef<EmbedRange>({});
  const sequence = useRef(0);
  const unreportedHeight = useRef<number | undefined>(undefined);

  const load = useCallback(
    async (range: EmbedRange, keepFrame: boolean) => {
      const ticket = ++sequence.current;
      setState((previous) => ({ status: 'loading', address: keepFrame ? previous.address : null }));
      if (!keepFrame) {
        window.clearTimeout(unreportedHeight.current);
        setShown(false);
      }
      try {
        const address = await fetchReportAddress(api, brandId, report);
        if (ticket !== sequence.current) return;
        setState({ status: 'ready', address: { ...address, url: withRange(address.url, range) } });
      } catch (error) {
        if (ticket !== sequence.current) return;
        setState((previous) => ({
          status: 'error',
          address: previous.address,
          message: messageOf(error, reportCopy.errorDetail),
        }));
      }
    },
    [api, brandId, report],
  );

  // A new brand or report: a fresh frame, the range back to the report's default.
  useEffect(() => {
    rangeRef.current = {};
    void load({}, false);
    return () => {
      sequence.current += 1;
    };
  }, [load]);

  // Ask for a new address shortly before the signed token expires; the frame stays as it is.
  const expiresAt = state.status === 'ready' ? state.address.expiresAt : undefined;
  useEffect(() => {
    const delay = refreshDelay(expiresAt);
    if (delay === null) return;
    const timer = window.setTimeout(() => void load(rangeRef.current, true), delay);
    return () => window.clearTimeout(timer);
  }, [expiresAt, load]);

  useEffect(() => () => window.clearTimeout(unreportedHeight.current), []);
  const showUnlessReported = () => {
    window.clearTimeout(unreportedHeight.current);
    unreportedHeight.current = window.setTimeout(() => setShown(true), UNREPORTED_HEIGHT_MS);
  };

  const url = state.address?.url ?? null;
  const embedOrigin = url ? originOf(url) : null;
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!frameRef.current || event.source !== frameRef.current.contentWindow) return;
      const message = parseEmbedMessage(event.data, event.origin, embedOrigin);
      if (!message) return;
      if (message.type === 'height') {
        setHeight(message.height);
        setShown(true);
      } else if (message.type === 'ready') {
        rangeRef.current = message.range;
      } else {
        rangeRef.current = message.range;
        void load(message.range, true);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [embedOrigin, load]);

  const failed = state.status === 'error' && !shown;
  return (
    <ReportPage
      title={title}
      frame={{
        frameTitle: reportCopy.frameTitle(title, brandName),
        url,
        height,
        covering: !shown && !failed,
        failed,
        errorMessage: state.status === 'error' ? state.message : null,
        frameRef,
        onFrameLoad: showUnlessReported,
        onRetry: () => void load(rangeRef.current, true),
        onReload: () => void load(rangeRef.current, false),
      }}
    />
  );
}
