// Settings the browser may know (never secrets): product name, canonical origin, site prefixes (docs/product.md §3).
import { createContext, useContext, type ReactNode } from 'react';
import type { SocialSite } from '../shell/footer.tsx';

export interface PublicConfig {
  productName: string;
  publicUrl: string;
  sites: { atlas: string; store: string; profiles: string };
  socialLinks: ReadonlyArray<{ site: SocialSite; url: string }>;
  /** Where 'Sign up' leads (docs/product.md §4: sign-up links show only when given); null hides them. */
  registrationUrl: string | null;
  /** The desktop client's installer (the /download page's button); null when this deployment has none. */
  downloadUrl: string | null;
  /** The desktop client version this site offers (CLIENT_VERSION): the Visit button checks worlds against it. */
  clientVersion: string;
  /** The sandbox mail outbox page (`?to=` an address) when this deployment delivers no mail; else absent. */
  sandboxMailUrl?: string | null;
}

const PublicConfigContext = createContext<PublicConfig | null>(null);

export function PublicConfigProvider({ value, children }: { value: PublicConfig; children: ReactNode }) {
  return <PublicConfigContext.Provider value={value}>{children}</PublicConfigContext.Provider>;
}

export function usePublicConfig(): PublicConfig {
  const value = useContext(PublicConfigContext);
  if (!value) throw new Error('usePublicConfig needs a PublicConfigProvider');
  return value;
}
