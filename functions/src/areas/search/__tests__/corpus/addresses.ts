// Addresses as real recording indexes hold them (issue 19), each with a way examiners type it. A case's document
// holds `stored`; the address search for `typed` must find it (`found: false`: must not).

export interface AddressCase {
  why: string;
  stored: { streetNumber: string; streetName: string; city?: string };
  typed: { streetNumber: string; streetName: string; city?: string };
  found?: false;
}

export const addressCases: AddressCase[] = [
  {
    why: 'directional and suffix spelled out',
    stored: { streetNumber: '210', streetName: 'E 14TH ST' },
    typed: { streetNumber: '210', streetName: 'EAST 14TH STREET' },
  },
  {
    why: 'directional and suffix abbreviated',
    stored: { streetNumber: '211', streetName: 'EAST 14TH STREET' },
    typed: { streetNumber: '211', streetName: 'E 14TH ST' },
  },
  {
    why: 'AVENUE typed AVE',
    stored: { streetNumber: '300', streetName: 'LAKEVIEW AVENUE' },
    typed: { streetNumber: '300', streetName: 'LAKEVIEW AVE' },
  },
  {
    why: 'AV typed AVENUE',
    stored: { streetNumber: '301', streetName: 'LAKEVIEW AV' },
    typed: { streetNumber: '301', streetName: 'Lakeview Avenue' },
  },
  {
    why: 'N typed NORTH',
    stored: { streetNumber: '402', streetName: 'N PINE DR' },
    typed: { streetNumber: '402', streetName: 'NORTH PINE DRIVE' },
  },
  {
    why: 'post-directional',
    stored: { streetNumber: '403', streetName: 'CEDAR BLVD SOUTHWEST' },
    typed: { streetNumber: '403', streetName: 'CEDAR BOULEVARD SW' },
  },
  {
    why: 'prefix of a standardised street',
    stored: { streetNumber: '404', streetName: 'NORTHEAST HARBOR ROAD' },
    typed: { streetNumber: '404', streetName: 'NE HARB' },
  },
  {
    why: 'PARKWAY typed PKWY',
    stored: { streetNumber: '505', streetName: 'RIVER PARKWAY', city: 'LAKEWOOD' },
    typed: { streetNumber: '505', streetName: 'RIVER PKWY', city: 'LAKE' },
  },
  {
    why: 'a street named like a suffix keeps its name',
    stored: { streetNumber: '606', streetName: 'COURT ST' },
    typed: { streetNumber: '606', streetName: 'COURT STREET' },
  },
  {
    why: 'Queens house number typed with its hyphen',
    stored: { streetNumber: '140-17', streetName: '69TH AVE' },
    typed: { streetNumber: '140-17', streetName: '69TH AVENUE' },
  },
  {
    why: 'Queens house number typed without its hyphen',
    stored: { streetNumber: '140-17', streetName: '69TH AVE' },
    typed: { streetNumber: '14017', streetName: '69TH AVE' },
  },
  {
    why: 'house number typed with a hyphen the county left out',
    stored: { streetNumber: '15025', streetName: 'UNION TPKE' },
    typed: { streetNumber: '150-25', streetName: 'UNION TURNPIKE' },
  },
  {
    why: 'another directional is not it',
    stored: { streetNumber: '210', streetName: 'E 14TH ST' },
    typed: { streetNumber: '210', streetName: 'WEST 14TH STREET' },
    found: false,
  },
  {
    why: 'another house number is not it',
    stored: { streetNumber: '140-17', streetName: '69TH AVE' },
    typed: { streetNumber: '140-18', streetName: '69TH AVE' },
    found: false,
  },
];
