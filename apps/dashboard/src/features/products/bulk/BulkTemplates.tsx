import styled from 'styled-components';
import { vars } from '@seller/design-system';
import { bulkCopy } from './bulk-copy';
import { bulkTemplates, templateHref } from './bulk-headers';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['200']} ${vars.space['400']};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    color: ${vars.color.textLink};
  }
`;

/** The two templates a sheet must follow, downloadable beside the picker. */
export function BulkTemplates() {
  return (
    <List aria-label={bulkCopy.templatesLabel}>
      <li>
        <a href={templateHref(bulkTemplates.stock)} download={bulkCopy.templateStockFile}>
          {bulkCopy.templateStock}
        </a>
      </li>
      <li>
        <a href={templateHref(bulkTemplates.product)} download={bulkCopy.templateProductFile}>
          {bulkCopy.templateProduct}
        </a>
      </li>
    </List>
  );
}
