import { createContext, useContext } from 'react';
import type { ApiClients } from '@seller/api-types';

export const ApiContext = createContext<ApiClients | null>(null);

/** The typed clients of every service, created once by the app. */
export function useApi(): ApiClients {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi must be used inside <ApiContext.Provider>');
  return api;
}
