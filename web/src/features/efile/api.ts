// The e-file calls (spec 3 section 7.1), typed by the server's own shapes from shared/efile.
import type { ProfileContent } from '@portal/shared/auth/current-user';
import type { SubmissionRequest } from '@portal/shared/efile/requests';
import type {
  CheckedUpload,
  EfileContentType,
  EfileSettings,
  EfileType,
  SubmittedFiling,
  UploadTarget,
} from '@portal/shared/efile/types';
import { apiGet, apiPost, callApi } from '#src/lib/api.ts';

export const getEfileSettings = () => apiGet<EfileSettings>('efile/settings', { quietAuth: true });

/** The profile for the autofill; null for a visitor who is not signed in. */
export const getProfile = () => apiGet<ProfileContent>('currentUser/profile', { quietAuth: true }).catch(() => null);

export const requestUpload = (fileName: string, contentType: EfileContentType, size: number) =>
  apiPost<UploadTarget>('efile/uploadUrl', { fileName, contentType, size });

export const checkUpload = (imageId: string, efileType: EfileType) =>
  apiPost<CheckedUpload>('efile/image', { imageId, efileType });

export const startEfilePayment = (imageId: string) =>
  apiPost<{ tokenResults: { token: string }; amountCents: number }>('creditcard/efileCapture', { imageId });

export const sendEfilePaymentResponse = (response: unknown) =>
  apiPost<{ transId: string }>('creditcard/efileAuthAndCaptureResponse', response);

export const submitEfiling = (submission: SubmissionRequest) =>
  callApi<SubmittedFiling>('POST', 'efile/submission', submission);
