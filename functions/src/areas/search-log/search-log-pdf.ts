// searchLog/pdf: the file's log to put in the title file (the reports' PDF frame: the county and 'Search log' on
// every page, 'Page x of y' at the foot). It names the file and the examiner, then each entry in the order made:
// when, what was searched or bought, the records found and the index's verified-through date at that moment. A
// search that found nothing says in words that nothing more was found, which is what the examiner files it for.
import type { Readable } from 'node:stream';
import { toUsDate } from '@portal/shared/search/dates';
import { SEARCH_LOG_PDF_MAX } from '@portal/shared/search-log/schemas';
import type { SearchLogEntry } from '@portal/shared/search-log/types';
import type { Content, TableCell } from 'pdfmake/interfaces';
import { pdfDocument, pdfStream, tableLayout, th } from '#src/areas/reports/index.ts';
import { searchLogEntriesForPdf } from '#src/data/app/search-log.ts';
import { getUser } from '#src/data/app/users.ts';
import { getConfig } from '#src/platform/config.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { dateTimeText } from '#src/platform/county-clock.ts';
import { notFound } from '#src/platform/errors.ts';

const note = (text: string, bold = false): Content => ({ margin: [0, 8, 0, 0], fontSize: 8, bold, text });

const kindText = { SEARCH: 'Search', DETAILS: 'Details', IMAGES: 'Images' } as const;

function resultText(e: SearchLogEntry): TableCell {
  if (e.kind === 'IMAGES') return { text: `${e.resultCount} page${e.resultCount === 1 ? '' : 's'}` };
  if (e.kind === 'DETAILS') return { text: 'Viewed' };
  if (e.resultCount === 0) return { stack: ['None found:', { text: 'nothing more was found', italics: true }] };
  return { text: `${e.resultCount}${e.truncated ? ' (first 1,000 shown)' : ''} found` };
}

export async function searchLogPdf(
  county: string,
  user: SessionUser,
  titleFile: string,
  now = new Date(),
): Promise<Readable> {
  const [{ entries, more }, common, person] = await Promise.all([
    searchLogEntriesForPdf(county, user.userId, titleFile),
    getConfig(county, 'common'),
    getUser(county, user.userId),
  ]);
  if (!entries.length) throw notFound(`Nothing is logged under file ${titleFile}.`);
  const examiner = [person?.firstName, person?.lastName].filter(Boolean).join(' ');
  const when = (iso: string) => dateTimeText(iso, common.timeZone);
  const searches = entries.filter((e) => e.kind === 'SEARCH');
  const body: TableCell[][] = entries.map((e, i) => [
    { text: String(i + 1), alignment: 'right' },
    { text: when(e.at), noWrap: true },
    kindText[e.kind],
    e.description,
    resultText(e),
    e.verifiedThrough ? toUsDate(e.verifiedThrough) : 'Not stated',
  ]);
  const doc = pdfDocument(
    {
      countyName: common.countyName,
      title: 'Search log',
      timeZone: common.timeZone,
      generatedAt: now,
      criteria: [
        ['File number', titleFile],
        ['Examiner', examiner ? `${examiner} (${user.username})` : user.username],
        ['Period', `${when(entries[0]!.at)} to ${when(entries.at(-1)!.at)}`],
        ['Entries', `${entries.length} (${searches.length} searches)`],
      ],
    },
    [
      {
        table: {
          headerRows: 1,
          widths: [16, 76, 38, '*', 104, 52],
          dontBreakRows: true,
          body: [
            [th('#', true), th('When'), th('What'), th('Criteria or document'), th('Result'), th('Verified through')],
            ...body,
          ],
        },
        layout: tableLayout,
      },
      note(
        'Each search was run on the index as verified through the date shown beside it. Where a search found ' +
          'no records, nothing more was found in the index for those criteria.',
      ),
      ...(more
        ? [
            note(
              `This PDF holds the first ${SEARCH_LOG_PDF_MAX} entries of the file; the Search log page lists them all.`,
              true,
            ),
          ]
        : []),
    ],
  );
  return pdfStream(doc);
}
