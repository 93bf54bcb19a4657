// A test county that takes e-filings paid by card: its own card simulator, a signed-in filer and county clerk.
import { TestClient } from '../../../../../test/support/api-client.ts';
import { newTestCounty } from '../../imaging/__tests__/fixtures.ts';
import { type SimulatorHandle, startSimulator } from '../../payments/__tests__/fixtures.ts';

export interface EfileCardCounty {
  county: string;
  sim: SimulatorHandle;
  /** title.examiner, who files and pays */
  filer: TestClient;
  /** county.admin, who works the queue */
  clerk: TestClient;
}

/** The filer's contact details on a submission (the e-mail is each test's own). */
export const filerContact = {
  name: 'Casey Nguyen',
  address1: '1 Beach Road',
  address2: '',
  city: 'Saipan',
  state: 'MP',
  zip: '96950',
};

/** Prices: first page $5.00, each further page $1.00, a $2.00 card surcharge. */
export async function efileCardCounty(name: string, efile: Record<string, unknown>): Promise<EfileCardCounty> {
  const county = await newTestCounty(name, {
    efile: { efile: true, ...efile },
    aLaCarte: { imageFirstPage: 500, imageAdditionalPages: 100 },
    creditCardExtra: { applySurcharge: true, surchargeMethod: 'DOLLARS', surcharge: 200 },
  });
  const sim = await startSimulator(county);
  const filer = new TestClient(county);
  await filer.login('title.examiner');
  const clerk = new TestClient(county);
  await clerk.login('county.admin');
  return { county, sim, filer, clerk };
}
