// The county export's read of the records table (issue 28): a batch job, run by `npm run export` and the scheduled
// export Lambda, never by a request. It reads the whole table, page by page, and keeps the county's items.
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../dynamo/client.ts';
import { countyScanFilter, EXPORT_SCAN_PAGE } from '../dynamo/county-scan.ts';
import { tables } from '../dynamo/tables.ts';

/** Every item of the county in the records table, a page at a time. */
export async function* recordItemsOfCounty(county: string): AsyncGenerator<Record<string, unknown>> {
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new ScanCommand({
        TableName: tables.records,
        ...countyScanFilter(county),
        Limit: EXPORT_SCAN_PAGE,
        ExclusiveStartKey,
      }),
    );
    yield* page.Items ?? [];
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
}
