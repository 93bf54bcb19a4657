// Torrens certificates of title: issued when land is registered or changes hands, noted with a memorial for every
// document registered against it, cancelled by the certificate that replaces it. A certificate's row is written
// when it is cancelled, or at the end (active, or pending when issued in the last days).
import { dayString, LAST_DAY } from './calendar.ts';
import type { CertificateInput } from './draft.ts';
import { type Party, partyList } from './names.ts';
import type { CertificateState, Parcel } from './profile.ts';

const CERTS_PER_BOOK = 250;
/** certificates of land first met (issued before, at whatever date) are numbered from here; the certificates the
 *  documents issue from NEW_FIRST on, in time order */
const OLD_FIRST = 10_000;
const NEW_FIRST = 200_000;
const MAX_MEMORIALS = 480;

export class Certificates {
  private oldNext = OLD_FIRST;
  private newNext = NEW_FIRST;
  private fileNext = 1200;
  written = 0;

  constructor(
    private readonly countyPhrase: string,
    private readonly sink: (row: CertificateInput) => void,
  ) {}

  /** A certificate for land first met now, certified on `day`. */
  original(owners: Party[], day: number): CertificateState {
    return this.state(this.oldNext++, String(this.fileNext++), owners, day);
  }

  /** The next certificate of registered land (a transfer) or of land registered now. */
  issue(owners: Party[], day: number, fileNumber?: string): CertificateState {
    return this.state(this.newNext++, fileNumber ?? String(this.fileNext++), owners, day);
  }

  memorial(cert: CertificateState, docType: string, docNumber: string, day: number, text: string): void {
    if (cert.memorials.length < MAX_MEMORIALS) {
      cert.memorials.push({ docType, docNumber, recordedDate: dayString(day), text: text.slice(0, 2000) });
    }
  }

  /** Writes the cancelled certificate with the certificates that replace it. */
  cancel(cert: CertificateState, parcel: Parcel, by: string[]): void {
    this.write(cert, parcel, 'C', by);
  }

  /** Writes a certificate still in force (at the end, or when its land leaves memory). */
  finish(parcel: Parcel): void {
    if (!parcel.cert) return;
    const pending = parcel.cert.certifiedDay > LAST_DAY - 10;
    this.write(parcel.cert, parcel, pending ? 'P' : 'A', []);
    parcel.cert = undefined;
  }

  private state(number: number, fileNumber: string, owners: Party[], day: number): CertificateState {
    return {
      number: String(number),
      fileNumber,
      certifiedDay: day,
      book: String(Math.floor(number / CERTS_PER_BOOK)),
      page: String((number % CERTS_PER_BOOK) + 1),
      owners,
      memorials: [],
    };
  }

  private write(cert: CertificateState, parcel: Parcel, status: 'A' | 'C' | 'P', by: string[]): void {
    const many = cert.owners.length > 1;
    const row: CertificateInput = {
      certificateNumber: cert.number,
      fileNumber: cert.fileNumber,
      certifiedDate: dayString(cert.certifiedDay),
      book: cert.book,
      page: cert.page,
      shortStatus: status,
      cancelledBy: by,
      legalText: parcel.legalText.slice(0, 4000),
      recital:
        `${partyList(cert.owners)}${many ? ', as joint tenants,' : ''} ${many ? 'are' : 'is'} now the owner${many ? 's' : ''} of an estate in fee simple in the land described herein, situated in ${this.countyPhrase}, subject to the encumbrances, liens and interests noted by memorial hereon.`.slice(
          0,
          4000,
        ),
      memorials: cert.memorials,
      pageCount: 0,
    };
    this.written += 1;
    this.sink(row);
  }
}
