import http from 'node:http';

/**
 * A stand-in for Coursera's public catalog API (courses.v1 and partners.v1) on loopback, so the
 * 'Sincronizar Coursera' button can be exercised end to end without the internet.
 */
export interface FakeCoursera {
  url: string;
  /** How many catalog requests it has answered. */
  requests(): number;
  stop(): Promise<void>;
}

export const FAKE_COURSERA_COURSES = [
  {
    id: 'fk-1',
    slug: 'fake-customer-experience-fundamentals',
    name: 'Customer Experience Fundamentals (Fake)',
    description: 'Learn the basics of customer experience management.',
    photoUrl: 'https://images.example.com/cx-fundamentals.png',
    primaryLanguages: ['en'],
    partnerIds: ['p1'],
  },
  {
    id: 'fk-2',
    slug: 'fake-experiencia-do-cliente',
    name: 'Experiência do Cliente na Prática (Fake)',
    description: 'Jornada, métricas e cultura de experiência do cliente.',
    photoUrl: 'https://images.example.com/experiencia.png',
    primaryLanguages: ['pt-BR'],
    partnerIds: ['p2'],
  },
  {
    id: 'fk-3',
    slug: 'fake-customer-success-playbook',
    name: 'Customer Success Playbook (Fake)',
    description: 'Retention and onboarding for customer success teams.',
    primaryLanguages: ['es'],
    partnerIds: ['p1'],
  },
  {
    id: 'fk-4',
    slug: 'fake-machine-learning',
    name: 'Machine Learning Basics (Fake)',
    description: 'Unrelated to customers: must be left out.',
    primaryLanguages: ['en'],
    partnerIds: ['p1'],
  },
] as const;

/** Titles the sync must insert (the CX ones). */
export const FAKE_COURSERA_CX_TITLES = FAKE_COURSERA_COURSES.filter((c) => !c.slug.includes('machine')).map(
  (c) => c.name,
);

const PARTNERS = [
  { id: 'p1', name: 'Universidade Fictícia' },
  { id: 'p2', name: 'Escola de CX Fictícia' },
];

/** Listens on `port` (0: any free port) on 127.0.0.1. */
export async function startFakeCoursera(port: number): Promise<FakeCoursera> {
  let count = 0;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/api/courses.v1') {
      count++;
      return send(200, { elements: FAKE_COURSERA_COURSES, paging: { total: FAKE_COURSERA_COURSES.length } });
    }
    if (url.pathname === '/api/partners.v1') {
      const ids = (url.searchParams.get('ids') ?? '').split(',');
      return send(200, { elements: PARTNERS.filter((p) => ids.includes(p.id)) });
    }
    send(404, { message: 'not found' });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${boundPort}`,
    requests: () => count,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
