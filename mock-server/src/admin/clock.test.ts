import { adminClient, type AdminClient } from '@portal/contract/admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../testing/harness.js';

const h = useHarness('default');
let admin: AdminClient;
beforeAll(async () => {
  admin = adminClient(h.baseUrl);
});

describe('moving the clock', () => {
  it('lists what is scheduled and reports what settled because of the move', async () => {
    h.reset('default');
    await admin.setClock({ body: { freeze: true } });
    const token = await h.login();
    const qr = await h.api('POST', '/api/qrcode/KBANK', { token, body: { amount: 100 } });
    expect(qr.status).toBe(200);
    expect((await h.api('POST', '/api/wallet/withdraw', { token, body: { amount: 150 } })).status).toBe(200);

    const before = await admin.clock();
    if (before.status !== 200) throw new Error('clock');
    expect(before.body.pending.map((event) => event.kind)).toEqual(expect.arrayContaining(['withdrawal', 'qrExpiry']));

    const minute = await admin.setClock({ body: { advanceSeconds: 61 } });
    if (minute.status !== 200) throw new Error('clock');
    expect(minute.body.settled).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'withdrawal', outcome: 'SUCCESS', amount: 150 })]),
    );
    expect(minute.body.settled.map((event) => event.kind)).not.toContain('qrExpiry');

    const later = await admin.setClock({ body: { advanceSeconds: 10 * 60 } });
    if (later.status !== 200) throw new Error('clock');
    expect(later.body.settled).toEqual([
      expect.objectContaining({ kind: 'qrExpiry', outcome: 'EXPIRED', amount: 100, subject: qr.body.qrcodeId }),
    ]);
    expect(later.body.pending.map((event) => event.subject)).not.toContain(qr.body.qrcodeId);
    expect(later.body.frozen).toBe(true);
  });

  it('does not report a QR paid before its deadline as expired', async () => {
    h.reset('default');
    const token = await h.login();
    const qr = await h.api('POST', '/api/qrcode/KBANK', { token, body: { amount: 20 } });
    expect((await admin.payQr({ params: { qrcodeId: qr.body.qrcodeId } })).status).toBe(200);
    const later = await admin.setClock({ body: { advanceSeconds: 11 * 60 } });
    if (later.status !== 200) throw new Error('clock');
    expect(later.body.settled.filter((event) => event.kind === 'qrExpiry')).toEqual([]);
  });
});
