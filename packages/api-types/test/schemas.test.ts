import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentServices, openapiDir, readDocument, readYaml, type Json } from './documents';

const schemas = readYaml(join(openapiDir, 'components/schemas.yaml')) as Record<string, Json>;

function propertiesOf(name: string): string[] {
  const schema = schemas[name];
  return Object.keys((schema?.properties ?? {}) as Json);
}

// Entity fields named by spec §3, by hand.
const entityFields: Record<string, string[]> = {
  Brand: [
    'id',
    'brandId',
    'brandName',
    'logoUrl',
    'type',
    'brandType',
    'brandLevel',
    'benefitTier',
    'brandJagoan',
    'isJagoan',
    'hasStockist',
  ],
  BrandLevel: ['name', 'code', 'logo', 'logoMini', 'benefitLink', 'benefitNotes'],
  User: ['id', 'name', 'telephone', 'email', 'profilePictureUrl'],
  UserBrand: ['id', 'name'],
  OnboardingAnnouncement: [
    'brandId',
    'announcementId',
    'isRead',
    'readBy',
    'label',
    'additionalInfo',
  ],
  OnboardingUpdate: ['tenant', 'announcementId', 'brandId', 'isRead'],
  PopupInformation: ['id', 'informationName', 'linkUrl', 'imageUrl'],
  Notification: [
    'createdAt',
    'entityId',
    'title',
    'icon',
    'isRead',
    'message',
    'additionalData',
    'contextTypeCode',
    'context',
  ],
  NotificationCount: ['totalProduct', 'totalTransaction', 'totalCount', 'totalActiveTransaction'],
  ProductQuestionCount: ['totalNotAnswered', 'totalQuestion', 'totalAnswered'],
  OrderCount: ['totalTransaction'],
  ContainerConfig: ['data', 'version', 'menu'],
  ContainerVersion: ['configVersion', 'menuVersion'],
  ConfigItem: ['key', 'configItem', 'configValue'],
  MenuItem: ['name', 'path', 'icon', 'code', 'additionalSettings', 'children'],
  PagingMetadata: ['currentPage', 'nextPage', 'pageSize', 'previousPage', 'totalItem', 'totalPage'],
  OfflinePagination: ['CurrentPge', 'more', 'nextPage', 'prevPage', 'totalItem', 'totalPage'],
  Discussion: ['productModelId', 'productVariantId', 'variantName', 'totalQuestion', 'questions'],
  Question: [
    'id',
    'photoUrl',
    'author',
    'body',
    'isRead',
    'isAnswered',
    'isReported',
    'isDone',
    'createdDate',
    'totalComments',
    'comments',
  ],
  Comment: ['id', 'photoUrl', 'author', 'body', 'isReported', 'createdDate'],
  ChatMessage: ['comment_before_id'],
};

function walk(node: unknown, visit: (schema: Json, where: string) => void, where: string): void {
  if (Array.isArray(node)) {
    node.forEach((child, index) => walk(child, visit, `${where}/${index}`));
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const record = node as Json;
  visit(record, where);
  for (const [key, child] of Object.entries(record)) walk(child, visit, `${where}/${key}`);
}

function requiredNamesAreProperties(schema: Json, where: string, problems: string[]): void {
  if (
    !Array.isArray(schema.required) ||
    typeof schema.properties !== 'object' ||
    schema.properties === null
  )
    return;
  for (const name of schema.required as string[]) {
    if (!(name in (schema.properties as Json)))
      problems.push(`${where}: required '${name}' is not a property`);
  }
}

describe('shared schemas', () => {
  it.each(Object.entries(entityFields))('%s carries the fields spec §3 names', (name, fields) => {
    expect(propertiesOf(name)).toEqual(expect.arrayContaining(fields));
    expect(schemas[name]?.required).toEqual(expect.arrayContaining(fields));
  });

  it('spells the error body as spec §8 reads it', () => {
    const errorBody = schemas.ErrorBody as Json;
    const properties = errorBody.properties as Record<string, Json>;
    expect(Object.keys((properties.error?.properties ?? {}) as Json)).toEqual(['code', 'message']);
    expect(Object.keys((properties.metadata?.properties ?? {}) as Json)).toEqual(['messsage']);
    expect(properties.message).toEqual({ type: 'string' });
  });

  it('lists only existing properties as required, in every schema of every document', () => {
    const problems: string[] = [];
    walk(
      schemas,
      (schema, where) => requiredNamesAreProperties(schema, where, problems),
      'schemas.yaml',
    );
    for (const service of documentServices()) {
      walk(
        readDocument(service),
        (schema, where) => requiredNamesAreProperties(schema, where, problems),
        `${service}.yaml`,
      );
    }
    expect(problems).toEqual([]);
  });

  it('keeps the order status codes of spec §4', () => {
    expect(schemas.OrderStatus?.enum).toEqual([1, 2, 3, 4, 5, 6, 8]);
    expect(schemas.OrderStatusFilter?.enum).toEqual([-1, 1, 2, 3, 4, 5, 6, 8]);
  });
});
