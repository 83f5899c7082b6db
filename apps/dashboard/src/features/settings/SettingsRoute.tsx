import { Navigate, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Card, Skeleton, Tabs, vars } from '@seller/design-system';
import { LaterPart, lazyPart } from '../../platform/later-part';
import { readTenant } from '../../platform/tenant-store';
import { SessionContext, useSessionSend } from '../session/session-context';
import { AccountSection, type SavedUser } from './AccountSection';
import { BankSection } from './BankSection';
import { settingsCopy, settingsSections, type SettingsSection } from './copy';
import { MaskingSection } from './MaskingSection';
import { loadSecuritySection } from './security-section-module';
import { settingsSectionPath } from './settings-paths';

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

const isSection = (value: string | undefined): value is SettingsSection =>
  settingsSections.some((section) => section === value);

/** The settings page: account, security (password, devices), bank account and buyer privacy, one tab each. */
export function SettingsRoute() {
  const { section } = useParams();
  const navigate = useNavigate();
  const send = useSessionSend();
  const brandId = SessionContext.useSelector((snapshot) => snapshot.context.brandId);
  const tenant = readTenant();

  if (section !== undefined && !isSection(section))
    return <Navigate to={settingsSectionPath('akun')} replace />;
  const current: SettingsSection = section ?? 'akun';
  const singleBrand = brandId !== null && /^\d+$/.test(brandId) ? Number(brandId) : null;

  const onUserSaved = (user: SavedUser) =>
    send({
      type: 'session.updateUser',
      user: {
        id: String(user.id),
        name: user.name,
        telephone: user.telephone ?? undefined,
        email: user.email,
        profilePictureUrl: user.profilePictureUrl ?? undefined,
      },
    });

  return (
    <Page>
      <h1>{settingsCopy.title}</h1>
      <Tabs
        label={settingsCopy.sectionsLabel}
        items={settingsSections.map((value) => ({ value, label: settingsCopy.sections[value] }))}
        value={current}
        onValueChange={(value) => {
          if (isSection(value)) navigate(settingsSectionPath(value));
        }}
      >
        <Stack>
          {current === 'akun' && <AccountSection tenant={tenant} onSaved={onUserSaved} />}
          {current === 'keamanan' && (
            <LaterPart fallback={<SecurityPlaceholder />}>
              <SecuritySection tenant={tenant} />
            </LaterPart>
          )}
          {current === 'rekening' && <BankSection tenant={tenant} brandId={singleBrand} />}
          {current === 'privasi' && <MaskingSection brandId={singleBrand} />}
        </Stack>
      </Tabs>
    </Page>
  );
}
