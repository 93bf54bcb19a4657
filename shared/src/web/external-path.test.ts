import { expect, it } from 'vitest';
import { externalServerPath } from './external-path.ts';

it('sends /external... to the same path under /api, and leaves /externalsearch and other paths alone', () => {
  expect(externalServerPath('/externalLink/abc', '?x=1')).toBe('/api/externalLink/abc?x=1');
  expect(externalServerPath('/external')).toBe('/api/external');
  expect(externalServerPath('/EXTERNAL/report')).toBe('/api/EXTERNAL/report');
  expect(externalServerPath('/externalsearches/1')).toBe('/api/externalsearches/1');
  expect(externalServerPath('/externalsearch/parcelid/R100')).toBeUndefined();
  expect(externalServerPath('/ExternalSearch/documentnumber/7')).toBeUndefined();
  expect(externalServerPath('/externalsearch')).toBeUndefined();
  expect(externalServerPath('/search/external')).toBeUndefined();
  expect(externalServerPath('/home')).toBeUndefined();
});
