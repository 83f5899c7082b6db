import { useCallback, useEffect, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { Button, ErrorPage, Skeleton, vars } from '@seller/design-system';
import { unwrap } from '@seller/api-types';
import { messageOf } from '@seller/machines';
import { useApi } from '../../platform/api-context';
import { reportCopy } from './copy';
import { parseEmbedMessage, refreshDelay, withRange, type EmbedRange } from './embed-messages';
import type { ReportName } from './report-names';

/** Height of the frame before the report tells its own (and of the skeleton in its place). */
export const INITIAL_FRAME_HEIGHT = 1400;

/**
 * How long a frame whose page has loaded may stay covered without having said its height. The
 * height is one message, sent once per change; should it be lost, the report shows at the height
 * the frame has (scrolling inside it) rather than behind the skeleton for good.
 */
export const UNREPORTED_HEIGHT_MS = 1500;

const Wrap = styled.section<{ $full: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['300']};
  ${(p) =>
    p.$full &&
    css`
      position: fixed;
      inset: 0;
      z-index: 1000;
      overflow: auto;
      padding: ${vars.space['300']};
      background: ${vars.color.bgSurface};
    `}
  &:fullscreen {
    overflow: auto;
    padding: ${vars.space['300']};
    background: ${vars.color.bgSurface};
  }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space['200']};
`;

const Heading = styled.h1`
  margin: 0;
  font-size: ${vars.font.size600};
`;

const Stage = styled.div`
  position: relative;
  width: 100%;
  border: 1px solid ${vars.color.borderDefault};
  border-radius: ${vars.radius['200']};
  overflow: hidden;
  background: #ffffff;
`;

const Frame = styled.iframe<{ $hidden: boolean }>`
  display: block;
  width: 100%;
  border: 0;
  visibility: ${(p) => (p.$hidden ? 'hidden' : 'visible')};
`;

const Cover = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  gap: ${vars.space['400']};
  padding: ${vars.space['400']};
  background: ${vars.color.bgSurface};
`;

const KpiRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: ${vars.space['300']};
`;

const Spacer = styled.div<{ $height: number }>`
  height: ${(p) => p.$height}px;
`;

const Notice = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['200']};
  margin: 0;
  color: ${vars.color.textDanger};
`;

const SrOnly = styled.p`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

interface Address {
  url: string;
  expiresAt?: string;
}

type State =
  | { status: 'loading'; address: Address | null }
  | { status: 'ready'; address: Address }
  | { status: 'error'; address: Address | null; message: string };

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
 * One report dashboard of the embed service in a sandboxed iframe: asks for the signed address,
 * refreshes it before it expires (and when the frame says it has), sizes the frame to the
 * height the report posts, and offers full screen. A brand switch loads the new brand's report.
 */
export function ReportEmbed({ report, title, brandId, brandName = '' }: ReportEmbedProps) {
  const api = useApi();
  const [state, setState] = useState<State>({ status: 'loading', address: null });
  const [height, setHeight] = useState(INITIAL_FRAME_HEIGHT);
  const [shown, setShown] = useState(false);
  const [full, setFull] = useState<'none' | 'native' | 'fallback'>('none');
  const frameRef = useRef<HTMLIFrameElement>(null);
  const wrapRef = useRef<HTMLElement>(null);
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
        const { data } = await unwrap(
          api.brand.GET('/v2/partner/brand/{id}/dashboard-embed/{report}', {
            params: { path: { id: brandId, report } },
          }),
        );
        const url = data.embedUrl ?? data.metabaseUrl;
        if (!url) throw new Error(reportCopy.errorDetail);
        if (ticket !== sequence.current) return;
        setState({
          status: 'ready',
          address: { url: withRange(url, range), expiresAt: data.expiresAt },
        });
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

  useEffect(() => {
    const onChange = () =>
      setFull(document.fullscreenElement === wrapRef.current ? 'native' : 'none');
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  useEffect(() => {
    if (full !== 'fallback') return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setFull('none');
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [full]);

  const toggleFull = async () => {
    if (full === 'native') {
      await document.exitFullscreen().catch(() => setFull('none'));
      return;
    }
    if (full === 'fallback') {
      setFull('none');
      return;
    }
    const element = wrapRef.current;
    if (element && typeof element.requestFullscreen === 'function' && document.fullscreenEnabled) {
      try {
        await element.requestFullscreen();
        return;
      } catch {
        // Refused (an iframe parent, a browser setting): the in-page fallback below.
      }
    }
    setFull('fallback');
  };

  const frameTitle = reportCopy.frameTitle(title, brandName);
  const failed = state.status === 'error' && !shown;
  const covering = !shown && !failed;

  return (
    <Wrap ref={wrapRef} $full={full === 'fallback'} aria-labelledby="report-heading">
      <Bar>
        <Heading id="report-heading">{title}</Heading>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void toggleFull()}
          aria-pressed={full !== 'none'}
          disabled={failed}
        >
          {full === 'none' ? reportCopy.fullscreen : reportCopy.exitFullscreen}
        </Button>
      </Bar>
      {state.status === 'error' && shown && (
        <Notice role="alert">
          {state.message}
          <Button variant="secondary" size="sm" onClick={() => void load(rangeRef.current, true)}>
            {reportCopy.retry}
          </Button>
        </Notice>
      )}
      {failed ? (
        <ErrorPage
          title={reportCopy.errorTitle}
          detail={state.status === 'error' ? state.message : reportCopy.errorDetail}
          buttonLabel={reportCopy.retry}
          onAction={() => void load(rangeRef.current, false)}
        />
      ) : (
        <Stage>
          {url && (
            <Frame
              ref={frameRef}
              key={`${brandId}-${report}`}
              src={url}
              title={frameTitle}
              sandbox="allow-scripts allow-downloads"
              referrerPolicy="no-referrer"
              height={height}
              $hidden={covering}
              onLoad={showUnlessReported}
              data-testid="report-frame"
            />
          )}
          {!url && <Spacer $height={height} aria-hidden="true" />}
          {covering && (
            <Cover role="status" aria-live="polite">
              <SrOnly>{reportCopy.loading}</SrOnly>
              <Skeleton width="40%" height={28} />
              <Skeleton width="70%" />
              <KpiRow>
                {Array.from({ length: 5 }, (_, i) => (
                  <Skeleton key={i} shape="rect" height={72} />
                ))}
              </KpiRow>
              <Skeleton shape="rect" height={260} />
              <Skeleton shape="rect" height={260} />
            </Cover>
          )}
        </Stage>
      )}
    </Wrap>
  );
}
