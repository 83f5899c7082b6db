export { SearchableSelect, type SearchableSelectProps, type SearchableOption } from './SearchableSelect';
