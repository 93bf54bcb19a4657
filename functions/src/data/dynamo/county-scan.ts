// The filter of a county's export Scan (issue 28): every key of every table starts with `C#<county>`, either alone
// (the county's own item and its configuration groups) or followed by `#`, so `C#lake` never takes `C#lakewood`'s.
// Pure: each table's export module sends its own Scan with it (docs/data-model.md 'Reads that are not one page').
export function countyScanFilter(county: string) {
  return {
    FilterExpression: 'pk = :county OR begins_with(pk, :prefix)',
    ExpressionAttributeValues: { ':county': `C#${county}`, ':prefix': `C#${county}#` },
  };
}

/** How many items a page of the export's Scan reads before its filter (a page is at most 1 MB either way). */
export const EXPORT_SCAN_PAGE = 1000;
