import { useEffect, type ReactNode, type RefObject } from 'react';
import {
  DesignSystemProvider,
  ToastProvider,
  useToaster,
  type Toaster,
} from '@seller/design-system';
import { tenantFromBrandType, tenantProfile, type BrandType } from '../platform/tenant-profile';
import { readTenant } from '../platform/tenant-store';
import { RenderErrorBoundary } from './RenderErrorBoundary';

export interface AppFrameProps {
  /** The current brand's identity; null before a brand is known (sign-in). */
  brandType: BrandType | null;
  /** Receives the toaster, for API hooks created before the provider existed. */
  toasterRef: RefObject<Toaster | null>;
  children: ReactNode;
}

/**
 * What every page stands in, signed in or not: the theme and page icon of the brand's identity
 * (§1, §6), the toasts of §8, and a render error boundary instead of a blank screen.
 */
export function AppFrame({ brandType, toasterRef, children }: AppFrameProps) {
  const profile = tenantProfile(tenantFromBrandType(brandType, readTenant()));
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (link) link.href = profile.pageIcon;
  }, [profile.pageIcon]);
  return (
    <DesignSystemProvider theme={profile.theme}>
      <RenderErrorBoundary>
        <ToastProvider>
          <ToasterBridge toasterRef={toasterRef} />
          {children}
        </ToastProvider>
      </RenderErrorBoundary>
    </DesignSystemProvider>
  );
}

function ToasterBridge({ toasterRef }: { toasterRef: RefObject<Toaster | null> }) {
  const toaster = useToaster();
  toasterRef.current = toaster;
  return null;
}
