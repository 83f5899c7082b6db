import type { BrandRow } from './common.js';

/** Row → contract shapes. Timestamps arrive as ISO text through the iso() SQL function. */

export function toBrand(b: BrandRow) {
  return {
    id: b.id,
    brandId: b.id,
    brandName: b.brand_name,
    logoUrl: b.logo_url,
    type: b.type,
    brandType: b.brand_type,
    brandLevel: b.brand_level,
    benefitTier: b.benefit_tier,
    brandJagoan: b.is_jagoan && b.jagoan_logo_url ? { logoUrl: b.jagoan_logo_url } : null,
    isJagoan: b.is_jagoan,
    hasStockist: b.has_stockist,
  };
}

export interface UserRow {
  id: number;
  name: string;
  telephone: string | null;
  email: string;
  profile_picture_url: string | null;
}

export const toUser = (u: UserRow) => ({
  id: u.id,
  name: u.name,
  telephone: u.telephone,
  email: u.email,
  profilePictureUrl: u.profile_picture_url,
});

export interface ProductRow {
  id: number;
  brand_id: number;
  name: string;
  description: string;
  product_type_id: number | null;
  image_url: string | null;
  video_url: string | null;
  is_active: boolean;
  total_variant: number;
  total_stock: number;
  created_at: string;
  updated_at: string;
}

export const toProduct = (p: ProductRow) => ({
  id: p.id,
  brandId: p.brand_id,
  name: p.name,
  description: p.description,
  productTypeId: p.product_type_id,
  imageUrl: p.image_url || null,
  videoUrl: p.video_url,
  isActive: p.is_active,
  totalVariant: p.total_variant,
  totalStock: p.total_stock,
  createdAt: p.created_at,
  updatedAt: p.updated_at,
});

export interface VariantRow {
  id: number;
  product_id: number;
  product_name: string;
  name: string;
  sku: string;
  price: number;
  stock: number;
  is_active: boolean;
  image_url: string | null;
  updated_at: string;
}

export const lowStockLimit = 6;

export const stockStatus = (stock: number) =>
  stock <= 0 ? 'out-of-stock' : stock < lowStockLimit ? 'low-stock' : 'in-stock';

export const toVariant = (v: VariantRow) => ({
  id: v.id,
  productId: v.product_id,
  productName: v.product_name,
  name: v.name,
  sku: v.sku,
  price: v.price,
  stock: v.stock,
  stockStatus: stockStatus(v.stock),
  isActive: v.is_active,
  imageUrl: v.image_url || null,
  updatedAt: v.updated_at,
});

export interface OrderRow {
  id: number;
  order_code: string;
  brand_id: number;
  status: number;
  buyer_name: string;
  buyer_phone: string;
  total_amount: number;
  shipping_cost: number;
  courier: string | null;
  waybill: string | null;
  created_at: string;
  updated_at: string;
  items: {
    variantId: number;
    variantName: string;
    quantity: number;
    price: number;
    productName?: string;
    sku?: string;
  }[];
  address: string;
  city: string;
  province: string | null;
  postal_code: string | null;
  status_history: { status: number; changedAt: string }[];
}

export const toOrder = (o: OrderRow) => ({
  id: o.id,
  orderCode: o.order_code,
  brandId: o.brand_id,
  status: o.status,
  buyerName: o.buyer_name,
  buyerPhone: o.buyer_phone,
  totalAmount: Number(o.total_amount),
  // The lines of the total (issue 41): what the items cost and the shipping the buyer paid.
  subtotal: o.items.reduce((sum, item) => sum + item.price * item.quantity, 0),
  shippingCost: Number(o.shipping_cost),
  courier: o.courier,
  waybillNumber: o.waybill,
  createdAt: o.created_at,
  updatedAt: o.updated_at,
  items: o.items,
  // The buyer is the recipient: orders carry one name and phone.
  address: {
    recipientName: o.buyer_name,
    phone: o.buyer_phone,
    street: o.address,
    city: o.city,
    province: o.province,
    postalCode: o.postal_code,
  },
  statusHistory: o.status_history,
});

export interface NotificationRow {
  id: number;
  created_at: string;
  entity_id: number;
  title: string;
  icon: string | null;
  is_read: boolean;
  message: string;
  additional_data: Record<string, unknown>;
  context_type_code: string;
  context: string;
}

export const toNotification = (n: NotificationRow) => ({
  id: n.id,
  createdAt: n.created_at,
  entityId: String(n.entity_id),
  title: n.title,
  icon: n.icon,
  isRead: n.is_read,
  message: n.message,
  additionalData: n.additional_data,
  contextTypeCode: n.context_type_code,
  context: n.context,
});
