import styled from 'styled-components';
import { below, Card, Skeleton, Tabs, vars } from '@seller/design-system';
import { LaterPart, lazyPart } from '../../../platform/later-part';
import { AccountSection, type AccountSectionProps } from '../components/AccountSection';
import { BankSection, type BankSectionProps } from '../components/BankSection';
import { MaskingSection, type MaskingSectionProps } from '../components/MaskingSection';
import type { SecuritySectionProps } from '../components/SecuritySection';
import { settingsCopy } from '../copy';
import { loadSecuritySection } from '../security-section-module';
import { isSettingsSection, settingsSections, type SettingsSection } from '../urls';

const Page = styled.div`
  display: grid;
  /* A grid column would otherwise grow to the tab row's full width at 375 px instead of letting it scroll. */
  grid-template-columns: minmax(0, 1fr);
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

const Stack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space['400']};
  padding-top: ${vars.space['400']};
`;

/*
 * Four tabs are wider than a phone: scrolled, 'Privasi pembeli' sat out of view with nothing to
 * say it was there. On a phone they wrap onto a second row instead, every tab in sight.
 */
const SectionTabs = styled(Tabs)`
  ${below('phablet')} {
    [role='tablist'] {
      flex-wrap: wrap;
    }
  }
`;

const SecuritySection = lazyPart(() =>
  loadSecuritySection().then((module) => module.SecuritySection),
);

/** Holds the password card's place while the Keamanan tab's code arrives (its loader started it with the page). */
function SecurityPlaceholder() {
  return (
    <Card title={settingsCopy.password.title} headingLevel={2}>
      <Skeleton width="100%" height="16rem" />
    </Card>
  );
}

export interface SettingsPageProps {
  /** The tab shown; each has its own address. */
  section: SettingsSection;
  onSectionChange: (section: SettingsSection) => void;
  account: AccountSectionProps;
  security: SecuritySectionProps;
  bank: BankSectionProps;
  masking: MaskingSectionProps;
}

/** The settings page: account, security (password, devices), bank account and buyer privacy, one tab each. */
export function SettingsPage({ section, onSectionChange, ...tabs }: SettingsPageProps) {
  return (
    <Page>
      <h1>{settingsCopy.title}</h1>
      <SectionTabs
        label={settingsCopy.sectionsLabel}
        items={settingsSections.map((value) => ({ value, label: settingsCopy.sections[value] }))}
        value={section}
        onValueChange={(value) => {
          if (isSettingsSection(value)) onSectionChange(value);
        }}
      >
        <Stack>
          {section === 'akun' && <AccountSection {...tabs.account} />}
          {section === 'keamanan' && (
            <LaterPart fallback={<SecurityPlaceholder />}>
              <SecuritySection {...tabs.security} />
            </LaterPart>
          )}
          {section === 'rekening' && <BankSection {...tabs.bank} />}
          {section === 'privasi' && <MaskingSection {...tabs.masking} />}
        </Stack>
      </SectionTabs>
    </Page>
  );
}
