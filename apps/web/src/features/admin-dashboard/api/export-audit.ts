import { auditExportFileName, endpointRoutes } from '@showroom/contract';
import { apiFetchResponse } from '../../../lib/api-client.ts';

/** The file name the server gives in Content-Disposition, else today's. */
function fileNameOf(disposition: string | null): string {
  const match = /filename="([^"]+)"/.exec(disposition ?? '');
  return match?.[1] ?? auditExportFileName(new Date());
}

/**
 * GET /audit/export.csv and saves it. The API needs the bearer token, which a plain link cannot send,
 * so the file is fetched through the API client and handed to the browser as a download.
 */
export async function downloadAuditCsv(): Promise<void> {
  const response = await apiFetchResponse(endpointRoutes.exportAudit);
  const text = response.data as unknown as string;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileNameOf(response.headers.get('Content-Disposition'));
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click has started the download: the browser holds its own copy.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
