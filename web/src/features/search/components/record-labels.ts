// Codes the server sends that the reader sees as words: certificate statuses and lien types.
import type { TFunction } from 'i18next';

export function certificateStatusLabel(t: TFunction, status: string): string {
  const labels: Record<string, () => string> = {
    ACTIVE: () => t('Active'),
    CANCELLED: () => t('Cancelled'),
    PENDING: () => t('Pending'),
  };
  return labels[status]?.() ?? status;
}

export function lienTypeLabel(t: TFunction, lienType: string): string {
  const labels: Record<string, () => string> = { FEDERAL: () => t('Federal'), STATE: () => t('State') };
  return labels[lienType]?.() ?? lienType;
}
