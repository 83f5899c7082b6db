export interface SearchableOption {
  /** Submitted value, e.g. a brand id. */
  value: string;
  /** Visible text, matched by the search; the option's accessible name. */
  label: string;
  /** A second line under the label (e.g. a brand's pending work), read as the option's description. */
  description?: string;
}

export interface SearchableSelectProps {
  /** Field label; with the chosen value it forms the trigger's accessible name. */
  label: string;
  /** Hide the label visually (e.g. the brand switch in the header). */
  hideLabel?: boolean;
  /** The choices. */
  options: SearchableOption[];
  /** Chosen value, or null. */
  value: string | null;
  /** Called with the picked option's value. */
  onValueChange: (value: string) => void;
  /** Trigger text when nothing is chosen. */
  placeholder?: string;
  /** Search input placeholder, e.g. 'Cari nama Brand' or 'Cari nama Stockist'. */
  searchPlaceholder?: string;
  /** Shown when the search matches nothing. */
  emptyText?: string;
  /** A line under the list (e.g. why the options' descriptions are missing), announced politely. */
  note?: string;
  /** Called when the list opens or closes (e.g. to refresh what the descriptions show). */
  onOpenChange?: (open: boolean) => void;
  /** Block interaction. */
  disabled?: boolean;
  /** Class for the outer wrapper. */
  className?: string;
}
