// Where the search area's skip link lands: the open form, or the results heading. Both take focus (tabIndex -1),
// so the next Tab reaches the form's first field or the results' controls.
export const SEARCH_FORM_ID = 'search-form';
export const SEARCH_RESULTS_ID = 'search-results';
