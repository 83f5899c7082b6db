import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const origin = window.location.origin;
const answers = [
  { url: '/api/mimin/v2/partner/user/current', status: 200, body: { data: { id: 1, name: 'Rina' } } },
  { url: '/api/admin/v1/tenant/config?tenant=partner&systemContext=seller-dashboard&container=global', status: 200, body: { data: [] } },
];

function putAnswers(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'server-answers';
  element.textContent = text;
  document.body.append(element);
}

// The module reads the page once: each test gets a fresh copy.
async function freshModule() {
  vi.resetModules();
  return import('./server-answers');
}

describe('the answers the server sent inside the page', () => {
  beforeEach(() => document.getElementById('server-answers')?.remove());
  afterEach(() => vi.restoreAllMocks());

  it('answers a GET of that address once, with the status and body the server gave', async () => {
    putAnswers(JSON.stringify(answers));
    const { takeServerAnswer } = await freshModule();
    const response = takeServerAnswer(new Request(`${origin}/api/mimin/v2/partner/user/current`));
    expect(response?.status).toBe(200);
    expect(await response?.json()).toEqual({ data: { id: 1, name: 'Rina' } });
    expect(takeServerAnswer(new Request(`${origin}/api/mimin/v2/partner/user/current`))).toBeNull();
    // Read once: the element is gone from the page.
    expect(document.getElementById('server-answers')).toBeNull();
  });

  it('meets a call whose query names the same pairs in another order', async () => {
    putAnswers(JSON.stringify(answers));
    const { takeServerAnswer } = await freshModule();
    const url = `${origin}/api/admin/v1/tenant/config?container=global&systemContext=seller-dashboard&tenant=partner`;
    expect(takeServerAnswer(new Request(url))?.status).toBe(200);
  });

  it('leaves other methods, other addresses and other origins to the network', async () => {
    putAnswers(JSON.stringify(answers));
    const { fetchWithServerAnswers, takeServerAnswer } = await freshModule();
    expect(takeServerAnswer(new Request(`${origin}/api/mimin/v2/partner/user/current`, { method: 'POST' }))).toBeNull();
    expect(takeServerAnswer(new Request(`${origin}/api/mimin/v2/stockist/user/current`))).toBeNull();
    expect(takeServerAnswer(new Request('https://other.example/api/mimin/v2/partner/user/current'))).toBeNull();
    const network = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"data":"jaringan"}'));
    const other = new Request(`${origin}/api/mimin/v2/partner/user/brands`);
    expect(await (await fetchWithServerAnswers(other)).json()).toEqual({ data: 'jaringan' });
    expect(network).toHaveBeenCalledWith(other);
  });

  it('asks the network when the page has none, or when they cannot be read', async () => {
    let module = await freshModule();
    expect(module.takeServerAnswer(new Request(`${origin}/api/mimin/v2/partner/user/current`))).toBeNull();
    putAnswers('{ rusak');
    module = await freshModule();
    expect(module.takeServerAnswer(new Request(`${origin}/api/mimin/v2/partner/user/current`))).toBeNull();
    putAnswers(JSON.stringify([{ url: 42 }, { status: 200 }]));
    module = await freshModule();
    expect(module.takeServerAnswer(new Request(`${origin}/api/mimin/v2/partner/user/current`))).toBeNull();
  });

  it('gives nothing once the page is older than its start: a later visit sees fresh data', async () => {
    putAnswers(JSON.stringify(answers));
    const { takeServerAnswer } = await freshModule();
    vi.spyOn(performance, 'now').mockReturnValue(16_000);
    expect(takeServerAnswer(new Request(`${origin}/api/mimin/v2/partner/user/current`))).toBeNull();
  });
});
