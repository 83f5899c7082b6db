-- Settings: number masking chosen per brand on the settings page. NULL means "never chosen",
-- which falls back to the tenant-wide config flag maskingNumber.enable (false by default, §3).
ALTER TABLE brands ADD COLUMN masking_number_enabled boolean;
