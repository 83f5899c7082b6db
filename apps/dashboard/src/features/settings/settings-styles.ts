import styled from 'styled-components';
import { vars } from '@seller/design-system';

export const SettingsForm = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space['400']};
  max-width: 560px;
`;

export const SectionIntro = styled.p`
  margin: 0 0 ${vars.space['400']};
  color: ${vars.color.textSubdued};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['300']};
`;

export const Notice = styled.p<{ $tone: 'success' | 'danger' }>`
  margin: 0;
  color: ${(p) => (p.$tone === 'danger' ? vars.color.textDanger : vars.color.textSuccess)};
`;
