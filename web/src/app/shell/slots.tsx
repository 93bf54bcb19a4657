// Where other areas plug into the shell. The profile helper sets ProfileModal; the payments helper sets the
// add-money and purchase-image buttons. Left undefined, the shell leaves them out.
import type { ComponentType } from 'react';
import { AddMoneyButton } from '#src/features/payments/escrow-deposit.tsx';
import { PurchaseImagesButton } from '#src/features/payments/purchase-images.tsx';
import { ProfileModal } from '#src/features/profile/profile-modal.tsx';

export interface ShellSlots {
  /** the profile modal (and its change-password step); shown after the profile button, closed by onClose */
  ProfileModal?: ComponentType<{ onClose: () => void }>;
  /** add money to the usage balance (escrow deposit or flat-fee add-on) */
  AddMoneyButton?: ComponentType;
  /** flat-fee image purchase (FLAT_FEE accounts, ACCOUNT role) */
  PurchaseImagesButton?: ComponentType;
}

export const shellSlots: ShellSlots = { ProfileModal, AddMoneyButton, PurchaseImagesButton };
