-- Offline sales (issue 13): the counter form takes an optional customer phone next to the name.
ALTER TABLE offline_transactions ADD COLUMN buyer_phone text NOT NULL DEFAULT '';
