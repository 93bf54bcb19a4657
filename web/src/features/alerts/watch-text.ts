// How a watch reads on the manage page: its kind's label (translated) and what it watches, as typed.
import type { Watch, WatchKind } from '@portal/shared/alerts/schemas';

export const kindLabels: Record<WatchKind, string> = {
  NAME: 'Name',
  PARCEL: 'Parcel ID',
  CERTIFICATE: 'Certificate number',
  ADDRESS: 'Address',
};

export function watchValue(w: Watch): string {
  switch (w.kind) {
    case 'NAME':
      return w.firstName ? `${w.lastName}, ${w.firstName}` : w.lastName;
    case 'PARCEL':
      return w.parcelId;
    case 'CERTIFICATE':
      return w.certificateNumber;
    case 'ADDRESS':
      return `${w.streetNumber} ${w.streetName}`;
  }
}
