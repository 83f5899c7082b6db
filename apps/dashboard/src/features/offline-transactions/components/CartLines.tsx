import { IconButton, NumberField, formatMoney } from '@seller/design-system';
import { offlineCopy as copy } from '../copy';
import { lineTotal, variantLabel, type CartLine } from '../sale-cart';
import { Line, Lines, Muted, QtyRow } from './OfflineAddPage.styles';

export interface CartLinesProps {
  lines: readonly CartLine[];
  /** A line's quantity the sale refuses, by line. */
  lineErrors: readonly (string | undefined)[];
  busy: boolean;
  onQuantityChange: (variantId: number, quantity: number | null) => void;
  onRemove: (variantId: number) => void;
}

/** The ticket's lines: each with its quantity, kept between 1 and the stock shown. */
export function CartLines({ lines, lineErrors, busy, onQuantityChange, onRemove }: CartLinesProps) {
  if (lines.length === 0) return <Muted>{copy.cartEmpty}</Muted>;
  return (
    <Lines aria-label={copy.cartTitle}>
      {lines.map((line, index) => {
        const name = variantLabel(line.variant);
        const { variantId, stock } = line.variant;
        return (
          <Line key={variantId}>
            <div>
              <p>{name}</p>
              <small>
                {line.variant.sku} · {formatMoney(line.variant.price)} · {copy.stockLabel(stock)}
              </small>
            </div>
            <IconButton
              icon="close"
              label={copy.remove(name)}
              onClick={() => onRemove(variantId)}
              disabled={busy}
            />
            <QtyRow>
              <NumberField
                label={copy.qtyLabel(name)}
                hideLabel
                value={line.quantity}
                min={1}
                max={stock}
                step={1}
                onValueChange={(quantity) => onQuantityChange(variantId, quantity)}
                hint={line.quantity >= stock ? copy.qtyMax(stock) : undefined}
                error={lineErrors[index]}
                disabled={busy}
              />
              <strong>{formatMoney(lineTotal(line))}</strong>
            </QtyRow>
          </Line>
        );
      })}
    </Lines>
  );
}
