// The book reference detail pane (spec 2): type, reference number, names from-to, dates from-to, and an Image
// button when the user has imageRetrieval and the page has an image on file.
import type { BookReferenceDetails } from '@portal/shared/search/details';
import type { BookReferenceResultRow } from '@portal/shared/search/results';
import { useTranslation } from 'react-i18next';
import { Button } from '#src/components/button.tsx';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { useImageDownload } from '#src/lib/image-download.ts';
import { getBookReferenceDetails } from '../api/get-book-reference-details.ts';
import { showDate } from '../components/display.ts';
import { DetailFields } from './detail-fields.tsx';
import { DetailPaneFrame } from './detail-pane-frame.tsx';
import { useDetails } from './use-details.ts';

export function BookReferenceDetailsPane({ row }: { row: BookReferenceResultRow }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { openImage } = useImageDownload();
  const state = useDetails<BookReferenceDetails>(row.id, () => getBookReferenceDetails(row.id));
  return (
    <DetailPaneFrame label={t('Book Reference')} state={state} heading={(d) => d.id}>
      {(d) => (
        <>
          <DetailFields
            items={[
              [t('Type'), d.type],
              [t('Reference Number'), d.id],
              [t('Name From - To'), `${d.fromName} – ${d.toName}`],
              [t('Date From - To'), `${showDate(d.fromDate)} – ${showDate(d.toDate)}`],
            ]}
          />
          {user?.imageRetrieval && d.pageCount > 0 && (
            <Button variant="secondary" onClick={() => openImage({ docType: d.docType, docNumber: d.docNumber })}>
              {t('Image')}
            </Button>
          )}
        </>
      )}
    </DetailPaneFrame>
  );
}
