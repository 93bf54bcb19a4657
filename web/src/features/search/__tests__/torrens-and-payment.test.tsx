import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetStore } from '#src/lib/persistent-state.ts';
import { fakeApi, success } from '#src/testing/fake-api.ts';
import { countyConfig, documentAnswer, signedInUser, torrensAnswer, torrensRow } from './fixtures.ts';
import { renderSearch } from './render-search.tsx';

afterEach(() => {
  cleanup();
  resetStore();
  vi.unstubAllGlobals();
});

describe('Torrens results', () => {
  it('asks to select a certificate, loads the certificate pane with its chain of title link, and Cancelled By starts a certificate search', async () => {
    const cancelled = torrensRow(7, 'CANCELLED');
    const api = fakeApi({
      'GET helperdata/landlink': () => countyConfig({ landlink: { fileNumbers: true } }),
      'POST search/searchByTorrensCertificate': (body) =>
        (body as { certificateNumber: string }).certificateNumber === '1007'
          ? torrensAnswer([cancelled, torrensRow(8)])
          : torrensAnswer([torrensRow(9)]),
      'POST search/torrensDetails': () =>
        success({
          ...cancelled,
          cancelledBySearchResults: [{ cancelledByCertificateId: 'C9', cancelledByCertificateNumber: '1009' }],
          pageCount: 1,
        }),
    });
    const { user, router } = renderSearch('/search/searchByTorrensCertificate');
    await user.type(await screen.findByLabelText(/^Certificate Number/), '1007');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('heading', { name: 'Torrens Search Results' });
    expect(router.state.location.pathname).toBe('/search/TorrensSearchResults');
    expect((screen.getByRole('combobox', { name: 'Sort By' }) as HTMLSelectElement).value).toBe('recordedDate');
    expect(screen.getByRole('columnheader', { name: 'File Number' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Certificate' }));
    expect(screen.getByText('Select a certificate.')).toBeTruthy();
    await user.click(screen.getByText('F-7'));
    const pane = await screen.findByRole('region', { name: '1007' });
    expect(within(pane).getByText('Cancelled')).toBeTruthy();
    expect(api.bodies('POST search/torrensDetails')).toEqual([{ certificateNumber: '1007' }]);
    // issue 32: the certificate's own chain of title, as a document's certificates have
    expect(within(pane).getByRole('link', { name: 'Chain of title for 1007' }).getAttribute('href')).toBe(
      '/chainOfTitle?by=certificate&certificateNumber=1007',
    );
    await user.click(within(pane).getByRole('button', { name: '1009' }));
    await vi.waitFor(() => expect(api.bodies('POST search/searchByTorrensCertificate')).toHaveLength(2));
    expect(api.bodies('POST search/searchByTorrensCertificate')[1]).toEqual({ certificateNumber: '1009' });
  });
});

describe('payment hook point and card token', () => {
  it('a CREDIT_CARD user gets a card token on opening a form; a paymentNeeded answer keeps the form quiet', async () => {
    const { body } = documentAnswer(5) as { body: { content: object } };
    const api = fakeApi({
      'GET helperdata/landlink': () => countyConfig(),
      'GET search/codeLists': () => success({}),
      'POST creditcard/authorize': () => success({ token: 'tok-1' }),
      'POST search/searchByParcelId': () => success({ ...body.content, paymentNeeded: true }),
    });
    const { user, router } = renderSearch('/search/searchByParcelId', signedInUser({ paymentMethod: 'CREDIT_CARD' }));
    await user.type(await screen.findByLabelText(/^Parcel ID/), 'R12345');
    await vi.waitFor(() => expect(api.bodies('POST creditcard/authorize')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(api.bodies('POST search/searchByParcelId')).toHaveLength(1));
    expect(router.state.location.pathname).toBe('/search/searchByParcelId');
    expect(screen.queryByText('No Records Found.')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
