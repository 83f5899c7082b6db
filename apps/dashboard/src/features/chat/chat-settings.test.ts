import { describe, expect, it } from 'vitest';
import { chatEntryEnabled } from './chat-settings';
import { chatVisitorOf } from './chat-visitor';

describe('chatEntryEnabled', () => {
  it("follows the tenant's chat.entryPoint.enable item and is off without it", () => {
    expect(
      chatEntryEnabled(
        [{ key: 'chat.entryPoint.enable', configItem: 'Chat', configValue: true }],
        'partner',
      ),
    ).toBe(true);
    expect(
      chatEntryEnabled(
        [{ key: 'chat.entryPoint.enable', configItem: 'Chat', configValue: false }],
        'mofasa',
      ),
    ).toBe(false);
    expect(chatEntryEnabled([], 'stockist')).toBe(false);
    expect(chatEntryEnabled(null, 'partner')).toBe(false);
  });
});

describe('chatVisitorOf', () => {
  it('uses the brand id as unique id, the tenant channel and the extras of spec §2', () => {
    const visitor = chatVisitorOf(
      {
        id: '301',
        brandName: 'Gudang Sentosa',
        brandType: 'stockist',
        brandLevel: {
          name: 'Gold',
          code: 'G',
          logo: '',
          logoMini: '',
          benefitLink: '',
          benefitNotes: '',
        },
      },
      { id: '7', name: 'Budi', telephone: '0813', email: 'budi@demo.id' },
      'stockist',
    );
    expect(visitor).toEqual({
      displayName: 'Gudang Sentosa',
      uniqueId: '301',
      channel: 'stockist',
      extras: {
        officerName: 'Budi',
        partnerType: 'stockist',
        partnerId: '301',
        partnerName: 'Gudang Sentosa',
        brandType: 'stockist',
        brandLevel: 'Gold',
        phone: '0813',
        email: 'budi@demo.id',
      },
    });
  });
});
