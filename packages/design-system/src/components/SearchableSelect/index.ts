export { SearchableSelect } from './SearchableSelect';
export type { SearchableSelectProps, SearchableOption } from './searchable-select-types';
