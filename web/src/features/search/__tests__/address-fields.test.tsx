// The document pane's addresses and parcel ids: each as recorded, three a page; nothing for a document without.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '#src/i18n/index.ts';
import { AddressFields } from '../details/address-fields.tsx';

afterEach(cleanup);

describe('AddressFields', () => {
  it('lists each address and parcel id of the document', () => {
    render(
      <AddressFields
        addressSearchResults={[
          { streetNumber: '140-17', streetName: 'EAST 14TH STREET', city: 'LAKEWOOD' },
          { streetNumber: '12', streetName: 'MAIN ST', city: '' },
        ]}
        parcelIds={['R100', 'R200']}
      />,
    );
    const addresses = screen.getByRole('region', { name: 'Addresses' });
    const rows = within(addresses).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['140-17EAST 14TH STREETLAKEWOOD', '12MAIN ST']);
    const parcels = screen.getByRole('region', { name: 'Parcel IDs' });
    expect(within(parcels).getByText('R100')).toBeTruthy();
    expect(within(parcels).getByText('R200')).toBeTruthy();
  });

  it('shows nothing for a document without addresses or parcels', () => {
    const { container } = render(<AddressFields addressSearchResults={[]} parcelIds={[]} />);
    expect(container.textContent).toBe('');
  });
});
