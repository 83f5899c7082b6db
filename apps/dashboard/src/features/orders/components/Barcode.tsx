import { useLayoutEffect, useRef } from 'react';
import JsBarcode from 'jsbarcode';

export interface BarcodeProps {
  /** The text the bars encode (a waybill number, an order code). */
  value: string;
  /** Accessible name, e.g. 'Barcode resi AN000000000001'. */
  label: string;
  /** Bar height in px at screen scale; the print keeps the proportions. */
  height?: number;
}

/**
 * A Code 128 barcode drawn as SVG by jsbarcode: crisp at any print resolution, readable by
 * the handheld scanners couriers and packers use. Two px per module and a 10-module quiet zone.
 */
export function Barcode({ value, label, height = 48 }: BarcodeProps) {
  const ref = useRef<SVGSVGElement>(null);
  useLayoutEffect(() => {
    if (!ref.current) return;
    JsBarcode(ref.current, value, {
      format: 'CODE128',
      width: 2,
      height,
      margin: 10,
      // The code is printed as text beside the bars by the sheet itself.
      displayValue: false,
      background: '#ffffff',
      lineColor: '#000000',
    });
  }, [value, height]);
  return (
    <svg
      ref={ref}
      role="img"
      aria-label={label}
      data-barcode={value}
      style={{ maxWidth: '100%', height: 'auto' }}
    />
  );
}
