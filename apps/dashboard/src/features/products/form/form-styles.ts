import styled from 'styled-components';
import { vars } from '@seller/design-system';

export const FormPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['400']};
  max-width: 880px;
  padding: ${vars.space['600']};

  h1 {
    margin: 0;
    font-size: ${vars.font.size700};
  }

  @media (max-width: 576px) {
    padding: ${vars.space['300']};
  }
`;

export const Card = styled.fieldset`
  display: grid;
  gap: ${vars.space['400']};
  margin: 0;
  padding: ${vars.space['400']};
  border: 1px solid ${vars.color.borderDefault};
  border-radius: ${vars.radius['200']};
  background: ${vars.color.bgSurface};

  legend {
    padding: 0 ${vars.space['100']};
    font-size: ${vars.font.size500};
    font-weight: ${vars.font.weightSemibold};
  }
`;

export const TwoColumns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${vars.space['300']};
`;

export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space['200']};
`;

export const FormError = styled.p`
  margin: 0;
  color: ${vars.color.textDanger};
`;

/** A change kept in the outbox: a warning, not an error, while it waits; an error once refused. */
export const FormNotice = styled.p`
  margin: 0;
  padding: ${vars.space['200']} ${vars.space['300']};
  border-radius: ${vars.radius['200']};
  background: ${vars.color.statusWarningBg};
  color: ${vars.color.textDefault};

  &[data-status='failed'] {
    color: ${vars.color.textDanger};
  }
`;
