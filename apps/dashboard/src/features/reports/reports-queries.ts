import { unwrap, type ApiClients } from '@seller/api-types';
import { reportCopy } from './copy';
import type { ReportName } from './urls';

/** A signed address of one report's embed page and when its token runs out. */
export interface ReportAddress {
  url: string;
  expiresAt?: string;
}

/**
 * The reports' one read: the embed address of a report for a brand. It is asked for afresh each
 * time, never cached, as each answer signs a token that lives only minutes.
 */
export async function fetchReportAddress(
  api: ApiClients,
  brandId: number,
  report: ReportName,
): Promise<ReportAddress> {
  const { data } = await unwrap(
    api.brand.GET('/v2/partner/brand/{id}/dashboard-embed/{report}', {
      params: { path: { id: brandId, report } },
    }),
  );
  const url = data.embedUrl ?? data.metabaseUrl;
  if (!url) throw new Error(reportCopy.errorDetail);
  return { url, expiresAt: data.expiresAt };
}
