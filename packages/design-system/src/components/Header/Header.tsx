import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import styled from 'styled-components';
import { below, vars } from '../../tokens';

export interface HeaderProps extends Omit<ComponentPropsWithoutRef<'header'>, 'title'> {
  /** Sidebar toggle (see SidebarToggle). */
  toggle?: ReactNode;
  /** Page title; shown on mobile only unless `titleAlways`. */
  title?: ReactNode;
  /** Show the title on every width. */
  titleAlways?: boolean;
  /** Tenant marker, e.g. 'Stockist'. */
  typeLabel?: string;
  /** Brand switch (a SearchableSelect). */
  brand?: ReactNode;
  /** Icon actions: education, chat, notifications. */
  actions?: ReactNode;
  /** The user menu (see HeaderUserMenu). */
  user?: ReactNode;
}

const Root = styled.header`
  position: sticky;
  top: 0;
  z-index: ${vars.zIndex.header};
  display: flex;
  align-items: center;
  gap: ${vars.space['300']};
  min-height: ${vars.size.header};
  padding: 0 ${vars.space['400']};
  border-bottom: 1px solid ${vars.color.borderDefault};
  background: ${vars.color.headerBg};
  ${below('phablet')} {
    flex-wrap: wrap;
    row-gap: 0;
    gap: ${vars.space['100']};
    padding: 0 ${vars.space['200']};
  }
`;

/*
 * The menu name on a phone, where the sidebar that names the page is hidden. Not a heading: the
 * page below has its own h1, and a second one would give screen readers two page titles.
 */
const Title = styled.p`
  margin: 0;
  min-width: 0;
  flex: 0 1 auto;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${vars.font.size400};
  font-weight: ${vars.font.weightBold};
  &[data-mobile-only] {
    display: none;
    ${below('desktop')} {
      display: block;
    }
  }
  ${below('phablet')} {
    /* A zero basis lets the title shrink first, so only the brand switch drops to row two. */
    flex: 1 1 0;
    /* What room is left on a phone is too narrow for most menu names on one line: they wrap to
       a second line instead of ending in '…' after a syllable. */
    &,
    &[data-mobile-only] {
      display: -webkit-box;
    }
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    white-space: normal;
    overflow-wrap: break-word;
    font-size: ${vars.font.size300};
    line-height: ${vars.font.lineHeightTight};
  }
`;

const Spacer = styled.div`
  flex: 1;
  min-width: 0;
  ${below('phablet')} {
    flex: 0 0 0;
  }
`;

const TypeLabel = styled.span`
  flex: none;
  padding: ${vars.space['050']} ${vars.space['200']};
  border-radius: ${vars.radius.full};
  background: ${vars.color.statusInfoBg};
  color: ${vars.color.sidebarItemActiveText};
  font-size: ${vars.font.size100};
  font-weight: ${vars.font.weightBold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

/* The marker and the brand switch sit in the bar; on phones they share a row under it. */
const Lower = styled.div`
  display: contents;
  ${below('phablet')} {
    order: 10;
    flex: 1 0 100%;
    display: flex;
    align-items: center;
    gap: ${vars.space['200']};
    min-width: 0;
    padding-bottom: ${vars.space['200']};
    /* Only a brand switch that renders nothing (a single-brand account): no empty row. */
    &:not(:has(> :not(:empty))) {
      display: none;
    }
  }
`;

const Brand = styled.div`
  min-width: 0;
  width: 240px;
  /* A brand switch that renders nothing (a single-brand account) must not leave its phone row. */
  &:empty {
    display: none;
  }
  ${below('tablet')} {
    width: 180px;
  }
  ${below('phablet')} {
    flex: 1 1 auto;
    width: auto;
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space['100']};
  flex: none;
  ${below('phablet')} {
    gap: 0;
  }
`;

/** The top bar frame: slots for toggle, title, tenant marker, brand switch, actions and user menu (spec §2). */
export function Header({
  toggle,
  title,
  titleAlways = false,
  typeLabel,
  brand,
  actions,
  user,
  ...rest
}: HeaderProps) {
  return (
    <Root {...rest}>
      {toggle}
      {title ? <Title data-mobile-only={titleAlways ? undefined : ''}>{title}</Title> : null}
      <Spacer />
      {typeLabel || brand ? (
        <Lower>
          {typeLabel ? <TypeLabel>{typeLabel}</TypeLabel> : null}
          {brand ? <Brand>{brand}</Brand> : null}
        </Lower>
      ) : null}
      {actions ? <Actions>{actions}</Actions> : null}
      {user}
    </Root>
  );
}
