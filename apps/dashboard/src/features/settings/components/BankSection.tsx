import { Fragment } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { Card, Skeleton, TextField, vars } from '@seller/design-system';
import type { Resource } from '../../../platform/data/use-resource';
import { settingsCopy } from '../copy';
import type { BankAccount } from '../settings-queries';
import { bankSchema, type BankFields } from '../settings-schema';
import { LoadFailed, Notice, SectionForm, SectionIntro, useSectionForm } from './section-parts';

const copy = settingsCopy.bank;
const blank: BankFields = { bankName: '', accountNumber: '', accountName: '', password: '' };

const Current = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${vars.space['100']} ${vars.space['300']};
  min-height: 72px;
  margin: 0 0 ${vars.space['400']};

  dt {
    color: ${vars.color.textSubdued};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export interface BankSectionProps {
  /** A single brand is chosen: withdrawals of that brand are paid into the account. */
  brandChosen: boolean;
  /** The account registered now, masked; null when there is none. */
  account: Resource<BankAccount | null>;
  /** Saves a new account under the key; resolves with it as the server shows it (masked). */
  onSave: (fields: BankFields, key: string) => Promise<BankAccount>;
}

/** The account withdrawals are paid into: shown masked, changed only with the account password. */
export function BankSection({ brandChosen, account, onSave }: BankSectionProps) {
  const form = useSectionForm(zodResolver(bankSchema), blank, onSave, (saved) => {
    form.reset(blank);
    return copy.saved(saved.accountNumber);
  });

  if (!brandChosen) {
    return (
      <Card title={copy.title} headingLevel={2}>
        <Notice $tone="danger">{settingsCopy.masking.noBrand}</Notice>
      </Card>
    );
  }

  return (
    <Card title={copy.title} headingLevel={2}>
      <SectionIntro>{copy.intro}</SectionIntro>
      {account.status === 'error' ? (
        <LoadFailed message={copy.loadFailed} onRetry={account.retry} />
      ) : account.status === 'success' && account.data === null ? (
        <SectionIntro>{copy.none}</SectionIntro>
      ) : (
        <Current aria-busy={account.data ? undefined : true} aria-label={copy.current}>
          {(['bankName', 'accountNumber', 'accountName'] as const).map((field) => (
            <Fragment key={field}>
              <dt>{copy[field]}</dt>
              <dd>{account.data ? account.data[field] : <Skeleton width={160} />}</dd>
            </Fragment>
          ))}
        </Current>
      )}
      <SectionForm label={copy.title} submit={copy.submit} form={form.state}>
        <TextField
          label={copy.bankName}
          required
          hint={copy.bankHint}
          {...form.field('bankName')}
        />
        <TextField
          label={copy.accountNumber}
          required
          inputMode="numeric"
          autoComplete="off"
          {...form.field('accountNumber')}
        />
        <TextField label={copy.accountName} required {...form.field('accountName')} />
        <TextField
          label={copy.password}
          required
          type="password"
          autoComplete="current-password"
          {...form.field('password')}
        />
      </SectionForm>
    </Card>
  );
}
