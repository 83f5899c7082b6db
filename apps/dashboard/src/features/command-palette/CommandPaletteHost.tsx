import { useContext, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isPathAllowed } from '../../app/menu-guard';
import { useSelectBrand } from '../brand-switch/BrandSwitchRoot';
import { NotificationsSlotContext } from '../notifications/notifications-slot';
import { useOrderSession } from '../orders/use-order-scope';
import { useProductRequests } from '../products/hooks/use-product-requests';
import { detailPath } from '../products/urls';
import { SessionContext } from '../session/session-context';
import { CommandPaletteView } from './CommandPaletteView';
import { markEveryTabRead } from './mark-all-read';
import { menuPages, pageIn } from './menu-pages';
import { brandIdOf, markAllReadId, paletteCommands, productVersionOf } from './palette-commands';
import { paletteGroups } from './palette-groups';
import type { PaletteItem } from './palette-item';
import { readRecent, rememberRecent } from './recent-items';
import { orderSource, productSource } from './search-sources';
import { usePaletteSearch } from './use-palette-search';

export interface CommandPaletteHostProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The palette's container, loaded on first use: reads the session's menu, brands and user, binds
 * the product and order searches and runs what the seller picks. Stays mounted once loaded, so
 * a second Ctrl+K opens at once.
 */
export function CommandPaletteHost({ open, onClose }: CommandPaletteHostProps) {
  const navigate = useNavigate();
  const menu = SessionContext.useSelector((snapshot) => snapshot.context.menu);
  const config = SessionContext.useSelector((snapshot) => snapshot.context.config);
  const brandId = SessionContext.useSelector((snapshot) => snapshot.context.brandId);
  const brands = SessionContext.useSelector((snapshot) => snapshot.context.userBrands);
  const userId = SessionContext.useSelector((snapshot) => snapshot.context.userData?.id ?? null);
  const notifications = useContext(NotificationsSlotContext)?.actor ?? null;
  const selectBrand = useSelectBrand();

  const pages = useMemo(() => menuPages(menu, config, brandId), [menu, config, brandId]);
  const version = productVersionOf(pages);
  const productList = version
    ? pageIn(pages, [version === 'v3' ? 'product-v3' : 'product'])
    : undefined;
  const productRequests = useProductRequests(version ?? 'v3');
  const orders = useOrderSession();
  const productSearch = useMemo(
    () =>
      productRequests && productList?.href
        ? productSource(productRequests, productList.href, isPathAllowed(detailPath(1), menu))
        : null,
    [productRequests, productList?.href, menu],
  );
  const orderSearch = useMemo(
    () =>
      orders.scope && orders.activePath && isPathAllowed(orders.activePath, menu)
        ? orderSource(orders.scope, orders.activePath)
        : null,
    [orders.scope, orders.activePath, menu],
  );
  const commands = useMemo(
    () =>
      paletteCommands({ menu, pages, brands, brandId, hasNotifications: notifications !== null }),
    [menu, pages, brands, brandId, notifications],
  );

  const userKey = userId === null ? null : String(userId);
  const [query, setQuery] = useState('');
  const [recent, setRecent] = useState<PaletteItem[]>([]);
  useEffect(() => {
    if (!open) return;
    // Every opening starts empty with the recents, as read now (another tab may have added some).
    setQuery('');
    setRecent(userKey ? readRecent(userKey) : []);
  }, [open, userKey]);

  const search = usePaletteSearch(query, { products: productSearch, orders: orderSearch });
  const groups = paletteGroups({
    query,
    menu,
    recent,
    pages,
    commands,
    products: search.products,
    orders: search.orders,
  });

  const choose = (item: PaletteItem) => {
    if (userKey) setRecent(rememberRecent(userKey, item));
    onClose();
    if (item.href !== undefined) {
      navigate(item.href);
      return;
    }
    // The same events the bell's 'Tandai semua dibaca' and the header's brand dropdown send,
    // so the notification machine and the §4 confirmation on create pages apply unchanged.
    if (item.id === markAllReadId && notifications) void markEveryTabRead(notifications);
    const brand = brandIdOf(item);
    if (brand !== null) selectBrand(brand);
  };

  return (
    <CommandPaletteView
      open={open}
      onClose={onClose}
      query={query}
      onQueryChange={setQuery}
      groups={groups}
      status={search.status}
      onSelect={choose}
    />
  );
}
