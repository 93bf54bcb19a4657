// What the search area offers the other areas: the search history a session starts with. Another area imports search
// only through this module (dependency-cruiser 'area-only-through-its-index'); everything else in the folder is its
// own.
export { loadSearchHistory } from '#src/data/app/search-history.ts';
