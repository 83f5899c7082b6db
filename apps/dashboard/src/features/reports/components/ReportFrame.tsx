import { useEffect, useRef, useState, type Ref } from 'react';
import styled, { css } from 'styled-components';
import { Button, EmptyState, Skeleton, VisuallyHidden, vars } from '@seller/design-system';
import { reportCopy } from '../copy';

const fullScreenBox = css`
  overflow: auto;
  padding: ${vars.space['300']};
  background: ${vars.color.bgSurface};
`;

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
      ${fullScreenBox}
    `}
  &:fullscreen {
    ${fullScreenBox}
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

/** One report's frame as its route holds it: the address, the size and how far it has come. */
export interface ReportFrameState {
  /** The signed embed address; null until the first one comes. */
  url: string | null;
  /** The frame's height: the report's own once it has said it. */
  height: number;
  /** The skeleton stands in the frame's place until the report has shown. */
  covering: boolean;
  /** No address came and no report is on screen: an error page in its place. */
  failed: boolean;
  /** Why the last address call failed; over a report still on screen, with a retry. */
  errorMessage: string | null;
  frameRef: Ref<HTMLIFrameElement>;
  onFrameLoad: () => void;
  /** Asks for a new address, the report staying on screen. */
  onRetry: () => void;
  /** Starts the report afresh, from the error page. */
  onReload: () => void;
}

export interface ReportFrameProps extends ReportFrameState {
  title: string;
  /** The frame's accessible name: the report and the brand. */
  frameTitle: string;
}

type FullScreen = 'none' | 'native' | 'fallback';

/**
 * Full screen on the report's section through the Fullscreen API, or an in-page fixed overlay
 * where it is missing or refused (Escape leaves it).
 */
function useFullScreen() {
  const [full, setFull] = useState<FullScreen>('none');
  const wrapRef = useRef<HTMLElement>(null);

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

  const toggle = async () => {
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

  return { full, wrapRef, toggle };
}

/**
 * One report dashboard of the embed service in a sandboxed iframe, sized to the height the
 * report posts, under a skeleton of the same box until then, with full screen.
 */
export function ReportFrame(props: ReportFrameProps) {
  const { url, height, covering, failed, errorMessage } = props;
  const { full, wrapRef, toggle } = useFullScreen();
  return (
    <Wrap ref={wrapRef} $full={full === 'fallback'} aria-labelledby="report-heading">
      <Bar>
        <Heading id="report-heading">{props.title}</Heading>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void toggle()}
          aria-pressed={full !== 'none'}
          disabled={failed}
        >
          {full === 'none' ? reportCopy.fullscreen : reportCopy.exitFullscreen}
        </Button>
      </Bar>
      {errorMessage !== null && !failed && (
        <Notice role="alert">
          {errorMessage}
          <Button variant="secondary" size="sm" onClick={props.onRetry}>
            {reportCopy.retry}
          </Button>
        </Notice>
      )}
      {failed ? (
        // An in-page state, not the design system's ErrorPage: that one is a <main> of its own,
        // and the report already sits in the layout's.
        <EmptyState
          icon="error"
          title={reportCopy.errorTitle}
          text={errorMessage ?? reportCopy.errorDetail}
          action={<Button onClick={props.onReload}>{reportCopy.retry}</Button>}
        />
      ) : (
        <Stage>
          {url && (
            <Frame
              ref={props.frameRef}
              src={url}
              title={props.frameTitle}
              sandbox="allow-scripts allow-downloads"
              referrerPolicy="no-referrer"
              height={height}
              $hidden={covering}
              onLoad={props.onFrameLoad}
              data-testid="report-frame"
            />
          )}
          {!url && <Spacer $height={height} aria-hidden="true" />}
          {covering && (
            <Cover role="status" aria-live="polite">
              <VisuallyHidden>{reportCopy.loading}</VisuallyHidden>
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
