-- Issue 15 (hardening).
-- One live variant per (brand, SKU): parallel creates with one SKU cannot both pass a
-- check-then-insert; the second insert fails on this index and is answered as the usual 400.
CREATE UNIQUE INDEX variants_brand_sku_live_idx ON variants (brand_id, sku) WHERE NOT is_deleted;

-- Stored files are reached by an unguessable 128-bit id, never by the sequential one.
ALTER TABLE uploads ADD COLUMN public_id uuid NOT NULL DEFAULT gen_random_uuid();
CREATE UNIQUE INDEX uploads_public_id_idx ON uploads (public_id);
