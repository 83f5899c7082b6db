import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../../tokens';
import { Button } from '../Button';
import { ErrorIllustration } from './ErrorIllustration';
import { errorPageCopy, toErrorPageStatus } from './error-copy';

export interface ErrorPageProps extends Omit<ComponentPropsWithoutRef<'main'>, 'title'> {
  /** HTTP-like status; unknown or missing means 500. */
  status?: number;
  /** Heading; defaults to the status's Indonesian copy. */
  title?: ReactNode;
  /** Detail line under the heading. */
  detail?: ReactNode;
  /** Button label; 'Masuk kembali' for 401, 'Kembali ke Beranda' otherwise. */
  buttonLabel?: string;
  /** The button's action (go home, or clear tokens and sign in again for 401). Without it no button shows. */
  onAction?: () => void;
  /** Replace the status artwork. */
  image?: ReactNode;
  /**
   * The element the page is: `main` when it is the whole page, `section` inside a layout that
   * has its own `<main>` (a page has one main landmark).
   */
  as?: 'main' | 'section';
}

const Root = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space['300']};
  min-height: 70vh;
  padding: ${vars.space['800']} ${vars.space['400']};
  text-align: center;
  & > svg {
    max-width: 100%;
    height: auto;
  }
`;

const Title = styled.h1`
  margin: ${vars.space['300']} 0 0;
  font-size: ${vars.font.size700};
  line-height: ${vars.font.lineHeightTight};
  color: ${vars.color.textDefault};
`;

const Detail = styled.p`
  margin: 0 0 ${vars.space['300']};
  max-width: 440px;
  color: ${vars.color.textSubdued};
`;

/** Full error block for route errors: image, title, detail line and one button (spec §2). */
export function ErrorPage({
  status,
  title,
  detail,
  buttonLabel,
  onAction,
  image,
  as = 'main',
  ...rest
}: ErrorPageProps) {
  const known = toErrorPageStatus(status);
  const copy = errorPageCopy[known];
  return (
    <Root as={as} data-status={known} {...rest}>
      {image ?? <ErrorIllustration status={known} />}
      <Title>{title ?? copy.title}</Title>
      <Detail>{detail ?? copy.detail}</Detail>
      {onAction ? <Button onClick={onAction}>{buttonLabel ?? copy.buttonLabel}</Button> : null}
    </Root>
  );
}
