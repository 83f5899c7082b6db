import { useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useApi } from '../../../platform/api-context';
import { useResource } from '../../../platform/data/use-resource';
import { setMaskingNumberEnabled } from '../../../platform/mask-phone';
import { readTenant } from '../../../platform/tenant-store';
import { SessionContext, useSessionSend } from '../../session/session-context';
import { toUserData } from '../../session/to-session-entities';
import { bankAccountRead, currentUserRead, maskingRead, sessionsRead } from '../settings-queries';
import { settingsWrites } from '../settings-writes';
import { parseSettingsSection, settingsSectionPath } from '../urls';
import { SettingsPage } from './SettingsPage';

/** /settings and /settings/:section: each tab reads what it shows only while it is shown. */
export function SettingsRoute() {
  const { section } = useParams();
  const navigate = useNavigate();
  const send = useSessionSend();
  const api = useApi();
  const brandId = SessionContext.useSelector((snapshot) => snapshot.context.brandId);
  const tenant = readTenant();
  const current = parseSettingsSection(section);
  const brand = brandId !== null && /^\d+$/.test(brandId) ? Number(brandId) : null;
  const writes = settingsWrites(api, tenant, brand);

  const user = useResource(current === 'akun' ? currentUserRead(api, tenant) : null);
  const sessions = useResource(current === 'keamanan' ? sessionsRead(api, tenant) : null);
  const bankAccount = useResource(
    current === 'rekening' && brand !== null ? bankAccountRead(api, tenant, brand) : null,
  );
  const masking = useResource(
    current === 'privasi' && brand !== null ? maskingRead(api, brand) : null,
  );

  // What the server says applies at once to every buyer phone on screen.
  useEffect(() => {
    if (masking.data !== null) setMaskingNumberEnabled(masking.data);
  }, [masking.data]);

  if (current === null) return <Navigate to={settingsSectionPath('akun')} replace />;

  return (
    <SettingsPage
      section={current}
      onSectionChange={(next) => navigate(settingsSectionPath(next))}
      account={{
        user,
        onSave: async (fields, key) => {
          const saved = await writes.saveProfile(fields, key);
          // The header greets the new name at once.
          send({ type: 'session.updateUser', user: toUserData(saved) });
          return saved;
        },
      }}
      security={{
        sessions,
        onRevokeOthers: writes.revokeOtherSessions,
        onChangePassword: writes.changePassword,
      }}
      bank={{ brandChosen: brand !== null, account: bankAccount, onSave: writes.saveBankAccount }}
      masking={{ brandChosen: brand !== null, enabled: masking, onSave: writes.saveMasking }}
    />
  );
}
