// Every validation message of spec 2 section 5, through the schemas the forms and the handlers share.
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { CHARGE_DESCRIPTION_MAX, chargeDescription, describeCriteria } from './describe-criteria.ts';
import { type SearchType, searchTypeNames, searchTypeOfCall, searchTypes } from './search-types.ts';

const TODAY = '2025-06-15';

/** The first message per field of a failed parse, or {} when it passes. */
function errors(type: SearchType, input: Record<string, unknown>): Record<string, string> {
  const schema = searchTypes[type].schema(TODAY) as ZodType;
  const result = schema.safeParse(input);
  const out: Record<string, string> = {};
  if (!result.success) for (const i of result.error.issues) out[i.path.join('.')] ??= i.message;
  return out;
}

const parse = (type: SearchType, input: Record<string, unknown>) =>
  (searchTypes[type].schema(TODAY) as ZodType).parse(input) as Record<string, unknown>;

describe('defaults', () => {
  it('fills dates 01/01/1900 to today and the spec defaults', () => {
    expect(searchTypes.searchByAddress.defaults(TODAY)).toMatchObject({
      instrumentGroup: 'all',
      fromRecordedDate: '01/01/1900',
      toRecordedDate: '06/15/2025',
    });
    expect(searchTypes.searchByName.defaults(TODAY)).toMatchObject({
      andOr: 'OR',
      grantorGranteeSearchIn: 'both',
      documentType: 'All',
    });
    expect(searchTypes.searchByLegalDescription.defaults(TODAY)).toMatchObject({
      legalType: 'LB',
      searchMethod: 'CONTAINS',
    });
    expect(searchTypes.searchByTorrensText.defaults(TODAY)).toEqual({ text: '', searchIn: 'A' });
    expect(searchTypes.searchByPlat.defaults(TODAY).searchByPlatMethod).toBe('PLATNAME');
    expect(searchTypes.searchByTaxLien.defaults(TODAY).currentOrExpired).toBe('CURRENT');
  });

  it('gives the same values when a form posts only what it must', () => {
    for (const type of searchTypeNames) {
      const defaults = searchTypes[type].defaults(TODAY) as Record<string, unknown>;
      const parsed = (searchTypes[type].schema(TODAY) as ZodType).safeParse({});
      const filled = parsed.success ? parsed.data : undefined;
      if (filled) expect(filled).toEqual(defaults);
      else expect(Object.keys(defaults).length).toBeGreaterThan(0);
    }
    expect(parse('searchByParcelId', { parcelId: 'R100' })).toEqual({
      ...searchTypes.searchByParcelId.defaults(TODAY),
      parcelId: 'R100',
    });
  });
});

describe('address', () => {
  it('requires the house number and a street name of three characters', () => {
    expect(errors('searchByAddress', {})).toMatchObject({ streetNumber: 'Required.', streetName: 'Required.' });
    expect(errors('searchByAddress', { streetNumber: '1', streetName: 'Ma' })).toEqual({
      streetName: 'Three characters minimum.',
    });
  });

  it('takes a blank city or one of three characters', () => {
    expect(errors('searchByAddress', { streetNumber: '1', streetName: 'Main', city: 'La' })).toEqual({
      city: 'Three characters minimum, or leave blank.',
    });
    expect(errors('searchByAddress', { streetNumber: '1', streetName: 'Main', city: ' ' })).toEqual({});
  });

  it('checks its dates', () => {
    expect(
      errors('searchByAddress', { streetNumber: '1', streetName: 'Main', fromRecordedDate: '07/01/2025' }),
    ).toEqual({ fromRecordedDate: 'Future date entered' });
  });
});

describe('book and page', () => {
  it('requires the book only', () => {
    expect(errors('searchByBookAndPage', { page: '5' })).toEqual({ book: 'Required.' });
    expect(errors('searchByBookAndPage', { book: '100' })).toEqual({});
  });
});

describe('date', () => {
  it('requires the from date and caps the range at a month', () => {
    expect(errors('searchByDate', {})).toEqual({ fromRecordedDate: 'Required.' });
    expect(errors('searchByDate', { fromRecordedDate: '05/01/2025', toRecordedDate: '06/15/2025' })).toEqual({
      fromRecordedDate: 'Date range cannot exceed a month.',
      toRecordedDate: 'Date range cannot exceed a month.',
    });
    expect(errors('searchByDate', { fromRecordedDate: '06/01/2025', toRecordedDate: '05/01/2025' })).toEqual({
      fromRecordedDate: 'Invalid date range.',
      toRecordedDate: 'Invalid date range.',
    });
    expect(errors('searchByDate', { fromRecordedDate: '6/1/2025' })).toEqual({ fromRecordedDate: 'MM/DD/YYYY' });
  });
});

describe('document number', () => {
  it('requires the from number', () => {
    expect(errors('searchByDocumentNumber', { toDocumentNumber: '5' })).toEqual({ fromDocumentNumber: 'Required.' });
  });

  it('takes any single number but only digits on a range, in order', () => {
    expect(errors('searchByDocumentNumber', { fromDocumentNumber: '2024-0001' })).toEqual({});
    expect(errors('searchByDocumentNumber', { fromDocumentNumber: '100A', toDocumentNumber: '200' })).toEqual({
      fromDocumentNumber: 'Numeric only on a range search.',
    });
    expect(errors('searchByDocumentNumber', { fromDocumentNumber: '900', toDocumentNumber: '1000' })).toEqual({});
    expect(errors('searchByDocumentNumber', { fromDocumentNumber: '1000', toDocumentNumber: '999' })).toEqual({
      fromDocumentNumber: 'Invalid numeric range.',
      toDocumentNumber: 'Invalid numeric range.',
    });
  });
});

describe('name', () => {
  it('requires the first last name and a first name when its MI is given', () => {
    expect(errors('searchByName', {})).toEqual({ lastName1: 'Required.' });
    expect(errors('searchByName', { lastName1: 'Smith', middleInitial1: 'Q' })).toEqual({
      firstName1: 'Required if MI entered.',
    });
  });

  it('ties the second name together', () => {
    expect(errors('searchByName', { lastName1: 'Smith', firstName2: 'Ann' })).toEqual({
      lastName2: 'Required if First Name entered.',
    });
    expect(errors('searchByName', { lastName1: 'Smith', middleInitial2: 'Q' })).toEqual({
      lastName2: 'Required if MI entered.',
      firstName2: 'Required if MI entered.',
    });
  });

  it('allows one character of middle initial', () => {
    expect(errors('searchByName', { lastName1: 'Smith', firstName1: 'J', middleInitial1: 'QR' })).toEqual({
      middleInitial1: 'One character max.',
    });
  });
});

describe('legal description', () => {
  it('requires the plat on LB and section, township and range on MB', () => {
    expect(errors('searchByLegalDescription', {})).toEqual({ plat: 'Required.' });
    expect(errors('searchByLegalDescription', { legalType: 'MB', section: '12' })).toEqual({
      township: 'Required.',
      range: 'Required.',
    });
  });

  it('applies the name rules to the active legal type only', () => {
    expect(errors('searchByLegalDescription', { plat: 'P100', lbFirstName: 'Ann', mbMiddleInitial: 'Q' })).toEqual({
      lbLastName: 'Required if First Name entered.',
    });
    expect(
      errors('searchByLegalDescription', {
        legalType: 'MB',
        section: '1',
        township: '2',
        range: '3',
        mbMiddleInitial: 'Q',
      }),
    ).toEqual({ mbLastName: 'Required if MI entered.', mbFirstName: 'Required if MI entered.' });
  });

  it('does not enforce the land fields on the tract book legal form, only its dates', () => {
    expect(errors('searchByTractBookLegal', { legalType: 'MB' })).toEqual({});
    expect(errors('searchByTractBookLegal', { toRecordedDate: '01/01/1800', fromRecordedDate: '01/01/1900' })).toEqual({
      fromRecordedDate: 'Invalid date range.',
      toRecordedDate: 'Invalid date range.',
    });
  });
});

describe('parcel ID', () => {
  it('requires letters and digits', () => {
    expect(errors('searchByParcelId', {})).toEqual({ parcelId: 'Required.' });
    expect(errors('searchByParcelId', { parcelId: 'R-100' })).toEqual({ parcelId: 'Letters and digits only.' });
  });
});

describe('tract index', () => {
  it('requires the island and a village of three characters', () => {
    expect(errors('searchByTractIndexNMI', {})).toEqual({ island: 'Required.', village: 'Required.' });
    expect(errors('searchByTractIndexNMI', { island: 'Saipan', village: 'Sa' })).toEqual({
      village: 'Three characters minimum.',
    });
  });
});

describe('Torrens', () => {
  it('validates nothing', () => {
    expect(errors('searchByTorrensCertificate', {})).toEqual({});
    expect(errors('searchByTorrensText', {})).toEqual({});
    expect(errors('searchByTorrensText', { searchIn: 'X' })).toHaveProperty('searchIn');
  });
});

describe('plat', () => {
  it('requires the field of the chosen method and a number without spaces', () => {
    expect(errors('searchByPlat', {})).toEqual({ platName: 'Required.' });
    expect(errors('searchByPlat', { searchByPlatMethod: 'PLATNUMBER', platNumber: 'P 100' })).toEqual({
      platNumber: 'Remove any spaces.',
    });
  });
});

describe('grantor grantee book', () => {
  it('requires the name and checks the range', () => {
    expect(errors('searchByGrantorGranteeBook', {})).toEqual({ grantorGranteeLastName: 'Required.' });
    expect(
      errors('searchByGrantorGranteeBook', {
        grantorGranteeLastName: 'Smith',
        fromRecordedDate: '01/01/1950',
        toRecordedDate: '01/01/1940',
      }),
    ).toEqual({ fromRecordedDate: 'Invalid date range.', toRecordedDate: 'Invalid date range.' });
  });
});

describe('tax lien', () => {
  it('requires the field of the chosen method', () => {
    expect(errors('searchByTaxLien', {})).toEqual({ taxpayerName: 'Required.' });
    expect(errors('searchByTaxLien', { searchByTaxLienMethod: 'documentNumber' })).toEqual({
      documentNumber: 'Required.',
    });
    expect(errors('searchByTaxLien', { searchByTaxLienMethod: 'lienNumber' })).toEqual({ lienNumber: 'Required.' });
  });

  it('checks dates on the date range method only', () => {
    const future = { fromRecordedDate: '01/01/2030' };
    expect(errors('searchByTaxLien', { searchByTaxLienMethod: 'dateRange', ...future })).toEqual({
      fromRecordedDate: 'Future date entered',
    });
    expect(errors('searchByTaxLien', { taxpayerName: 'Smith', ...future })).toEqual({});
  });

  it('reads Current/Expired in any case', () => {
    expect(parse('searchByTaxLien', { taxpayerName: 'Smith', currentOrExpired: 'all' }).currentOrExpired).toBe('ALL');
  });
});

describe('tract book', () => {
  it('tells the two forms apart on the one call', () => {
    expect(searchTypeOfCall('searchByTractBook', { fromDocumentNumber: 'TB-1' })).toBe('searchByTractBookId');
    expect(searchTypeOfCall('searchByTractBook', { tractBookSearchType: 'LEGAL' })).toBe('searchByTractBookLegal');
    expect(searchTypeOfCall('searchByName', {})).toBe('searchByName');
    expect(errors('searchByTractBookId', {})).toEqual({ fromDocumentNumber: 'Required.' });
  });
});

describe('describeCriteria', () => {
  it('names a field the way its form does', () => {
    const criteria = parse('searchByTractBookId', { fromDocumentNumber: 'TB-1' });
    expect(describeCriteria('searchByTractBookId', criteria)).toEqual({
      displayCriteria: [{ key: 'Tract Book ID', value: 'TB-1' }],
      longDescription: 'Tract Book ID: Tract Book ID TB-1',
    });
  });

  it('lists the filled-in criteria of the active legal type and one line', () => {
    const criteria = parse('searchByLegalDescription', { plat: 'P100', lot: '4', mbLastName: 'Hidden' });
    const { displayCriteria, longDescription } = describeCriteria('searchByLegalDescription', criteria);
    expect(displayCriteria).toEqual([
      { key: 'Legal Type', value: 'LB' },
      { key: 'Search Method', value: 'CONTAINS' },
      { key: 'Plat', value: 'P100' },
      { key: 'Lot', value: '4' },
      { key: 'Document Type', value: 'All' },
      { key: 'From Date', value: '01/01/1900' },
      { key: 'To Date', value: '06/15/2025' },
    ]);
    expect(longDescription).toBe(
      'Legal Description: Legal Type LB, Search Method CONTAINS, Plat P100, Lot 4, Document Type All, From Date 01/01/1900, To Date 06/15/2025',
    );
  });

  it("says 'Sounds like' for a Sounds like name search and nothing for Exact; the charge line says neither", () => {
    const sounds = parse('searchByName', { lastName1: 'SMITH', matchMode: 'soundsLike' });
    expect(describeCriteria('searchByName', sounds).displayCriteria).toContainEqual({
      key: 'Match',
      value: 'Sounds like',
    });
    expect(describeCriteria('searchByName', sounds).longDescription).toMatch(
      /^Name: Last Name SMITH, .*, Match Sounds like$/,
    );
    const lien = parse('searchByTaxLien', { taxpayerName: 'ACME', matchMode: 'soundsLike' });
    expect(describeCriteria('searchByTaxLien', lien).longDescription).toContain('Match Sounds like');
    const exact = describeCriteria('searchByName', parse('searchByName', { lastName1: 'SMITH', matchMode: 'exact' }));
    expect(exact.displayCriteria.map((d) => d.key)).not.toContain('Match');
    expect(chargeDescription('searchByName', sounds, TODAY)).toBe('Name: SMITH');
  });
});

describe('chargeDescription', () => {
  const charge = (type: SearchType, input: Record<string, unknown>) =>
    chargeDescription(type, parse(type, input), TODAY);

  it('reads a name search as the name searched for, without the form defaults', () => {
    expect(charge('searchByName', { lastName1: 'SMITH' })).toBe('Name: SMITH');
    expect(charge('searchByName', { lastName1: 'ANDERSON', firstName1: 'MARIA' })).toBe('Name: ANDERSON, MARIA');
    expect(
      charge('searchByName', {
        lastName1: 'Anderson',
        firstName1: 'Maria',
        middleInitial1: 'J',
        lastName2: 'Smith',
        documentType: 'A',
        fromRecordedDate: '01/01/2020',
      }),
    ).toBe('Name: Anderson, Maria J; Smith; Document Type A; From Date 01/01/2020');
  });

  it('labels the fields that are not names', () => {
    expect(charge('searchByBookAndPage', { book: '12', page: '44' })).toBe('Book and Page: Book 12; Page 44');
    expect(charge('searchByTractBookId', { fromDocumentNumber: 'TB-1' })).toBe('Tract Book ID: Tract Book ID TB-1');
  });

  it('cuts long criteria at a word, with an ellipsis', () => {
    const text = charge('searchByTorrensText', { text: 'NORTH HALF OF THE SOUTHEAST QUARTER '.repeat(5) });
    expect(text.length).toBeLessThanOrEqual(CHARGE_DESCRIPTION_MAX);
    expect(text).toMatch(/^Torrens Text: Text NORTH HALF OF THE SOUTHEAST QUARTER NORTH .*[A-Z]…$/);
  });
});
